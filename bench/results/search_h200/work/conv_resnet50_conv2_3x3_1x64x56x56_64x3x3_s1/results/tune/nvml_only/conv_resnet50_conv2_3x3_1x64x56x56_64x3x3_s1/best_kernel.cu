
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[2880];
  __shared__ alignas(64) float B_shared_ptr[1152];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) & 1);
  int cse_v9 = (((int)blockIdx.x) / 28);
  int cse_v11 = (((int)threadIdx.x) / 28);
  int cse_v12 = (((int)threadIdx.x) % 28);
  int cse_v14 = ((((int)blockIdx.x) % 28) >> 1);
  int cse_v15 = ((((int)blockIdx.x) & 1) * 28);
  int cse_v325 = (((((int)blockIdx.x) % 28) >> 1) * 224);
  for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) / 15);
    int cse_v3 = (((int)threadIdx.x) % 15);
    int cse_v4 = (rc_0 * 50176);
    int cse_v5 = (((int)threadIdx.x) * 2);
    int cse_v16 = ((((int)threadIdx.x) % 15) * 2);
    int cse_v323 = (((((int)blockIdx.x) % 28) >> 1) * 4);
    int cse_v324 = (((((int)blockIdx.x) & 1) * 28) + ((((int)threadIdx.x) % 15) * 2));
    int cse_v370 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((int)threadIdx.x) / 15));
    int cse_v371 = ((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224));
    int cse_v485 = (((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + ((((int)threadIdx.x) % 15) * 2));
    __syncthreads();
    float condval;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((int)threadIdx.x) / 15))) && (1 < (((((int)blockIdx.x) & 1) * 28) + ((((int)threadIdx.x) % 15) * 2)))) {
      condval = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + ((((int)threadIdx.x) % 15) * 2)) - 57)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
    int cse_v326 = (((((int)blockIdx.x) & 1) * 14) + (((int)threadIdx.x) % 15));
    float condval_1;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((int)threadIdx.x) / 15))) && ((((((int)blockIdx.x) & 1) * 14) + (((int)threadIdx.x) % 15)) < 28)) {
      condval_1 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + ((((int)threadIdx.x) % 15) * 2)) - 56)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
    int cse_v6 = (((int)threadIdx.x) + 56);
    int cse_v17 = ((((int)threadIdx.x) * 2) + 112);
    int cse_v327 = (((((int)threadIdx.x) + 56) % 90) / 15);
    int cse_v328 = (((((int)threadIdx.x) * 2) + 22) % 30);
    int cse_v372 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 56) % 90) / 15));
    int cse_v373 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 22) % 30));
    int cse_v486 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 56) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 56) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_2;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 56) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 56) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 22) % 30)))) {
      condval_2 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 56) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 56) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 22) % 30)) - 57)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 112)] = condval_2;
    int cse_v329 = (((((int)threadIdx.x) * 2) + 23) % 30);
    int cse_v374 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 23) % 30));
    float condval_3;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 56) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 56) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 23) % 30)) < 57)) {
      condval_3 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 56) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 56) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 23) % 30)) - 57)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 113)] = condval_3;
    int cse_v18 = ((((int)threadIdx.x) + 22) / 15);
    int cse_v19 = ((((int)threadIdx.x) * 2) + 224);
    int cse_v330 = (((((int)threadIdx.x) * 2) + 14) % 30);
    int cse_v375 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 22) / 15));
    int cse_v376 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 14) % 30));
    int cse_v476 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 22) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_4;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 22) / 15)) < 57) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 14) % 30)))) {
      condval_4 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 22) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 14) % 30)) + 3079)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 224)] = condval_4;
    int cse_v331 = (((((int)threadIdx.x) * 2) + 15) % 30);
    int cse_v377 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 15) % 30));
    float condval_5;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 22) / 15)) < 57) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 15) % 30)) < 57)) {
      condval_5 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 22) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 15) % 30)) + 3079)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 225)] = condval_5;
    int cse_v7 = (((int)threadIdx.x) + 168);
    int cse_v20 = ((((int)threadIdx.x) * 2) + 336);
    int cse_v332 = (((((int)threadIdx.x) + 78) % 90) / 15);
    int cse_v333 = (((((int)threadIdx.x) * 2) + 6) % 30);
    int cse_v378 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 78) % 90) / 15));
    int cse_v379 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 6) % 30));
    int cse_v487 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 168) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 78) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_6;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 78) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 78) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 6) % 30)))) {
      condval_6 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 168) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 78) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 6) % 30)) - 57)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 336)] = condval_6;
    int cse_v334 = (((((int)threadIdx.x) * 2) + 7) % 30);
    int cse_v380 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 7) % 30));
    float condval_7;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 78) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 78) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 7) % 30)) < 57)) {
      condval_7 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 168) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 78) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 7) % 30)) - 57)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 337)] = condval_7;
    int cse_v21 = ((((int)threadIdx.x) * 2) + 448);
    int cse_v335 = (((((int)threadIdx.x) + 44) % 90) / 15);
    int cse_v336 = (((((int)threadIdx.x) * 2) + 28) % 30);
    int cse_v381 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 44) % 90) / 15));
    int cse_v382 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 28) % 30));
    int cse_v488 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 224) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 44) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_8;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 44) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 44) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 28) % 30)))) {
      condval_8 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 224) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 44) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 28) % 30)) - 57)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 448)] = condval_8;
    int cse_v337 = (((((int)threadIdx.x) * 2) + 29) % 30);
    int cse_v383 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 29) % 30));
    float condval_9;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 44) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 44) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 29) % 30)) < 57)) {
      condval_9 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 224) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 44) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 29) % 30)) - 57)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 449)] = condval_9;
    int cse_v22 = ((((int)threadIdx.x) + 10) / 15);
    int cse_v23 = ((((int)threadIdx.x) * 2) + 560);
    int cse_v338 = (((((int)threadIdx.x) * 2) + 20) % 30);
    int cse_v384 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 10) / 15));
    int cse_v385 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 20) % 30));
    int cse_v477 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 10) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_10;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 10) / 15))) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 20) % 30)))) {
      condval_10 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 10) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 20) % 30)) + 9351)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 560)] = condval_10;
    int cse_v339 = (((((int)threadIdx.x) * 2) + 21) % 30);
    int cse_v386 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 21) % 30));
    float condval_11;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 10) / 15))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 21) % 30)) < 57)) {
      condval_11 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 10) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 21) % 30)) + 9351)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 561)] = condval_11;
    int cse_v8 = (((int)threadIdx.x) + 336);
    int cse_v24 = ((((int)threadIdx.x) * 2) + 672);
    int cse_v340 = (((((int)threadIdx.x) + 66) % 90) / 15);
    int cse_v341 = (((((int)threadIdx.x) * 2) + 12) % 30);
    int cse_v387 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 66) % 90) / 15));
    int cse_v388 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 12) % 30));
    int cse_v489 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 336) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 66) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_12;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 66) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 66) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 12) % 30)))) {
      condval_12 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 336) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 66) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 12) % 30)) - 57)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 672)] = condval_12;
    int cse_v342 = (((((int)threadIdx.x) * 2) + 13) % 30);
    int cse_v389 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 13) % 30));
    float condval_13;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 66) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 66) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 13) % 30)) < 57)) {
      condval_13 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 336) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 66) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 13) % 30)) - 57)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 673)] = condval_13;
    int cse_v25 = ((((int)threadIdx.x) + 32) / 15);
    int cse_v26 = ((((int)threadIdx.x) * 2) + 784);
    int cse_v343 = (((((int)threadIdx.x) * 2) + 4) % 30);
    int cse_v390 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 32) / 15));
    int cse_v391 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 4) % 30));
    int cse_v478 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 32) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_14;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 32) / 15)) < 57) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 4) % 30)))) {
      condval_14 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 32) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 4) % 30)) + 12487)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 784)] = condval_14;
    int cse_v344 = (((((int)threadIdx.x) * 2) + 5) % 30);
    int cse_v392 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 5) % 30));
    float condval_15;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 32) / 15)) < 57) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 5) % 30)) < 57)) {
      condval_15 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 32) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 5) % 30)) + 12487)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 785)] = condval_15;
    int cse_v27 = ((((int)threadIdx.x) * 2) + 896);
    int cse_v345 = (((((int)threadIdx.x) + 88) % 90) / 15);
    int cse_v346 = (((((int)threadIdx.x) * 2) + 26) % 30);
    int cse_v393 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 88) % 90) / 15));
    int cse_v394 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 26) % 30));
    int cse_v490 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 448) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 88) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_16;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 88) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 88) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 26) % 30)))) {
      condval_16 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 448) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 88) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 26) % 30)) - 57)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 896)] = condval_16;
    int cse_v347 = (((((int)threadIdx.x) * 2) + 27) % 30);
    int cse_v395 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 27) % 30));
    float condval_17;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 88) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 88) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 27) % 30)) < 57)) {
      condval_17 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 448) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 88) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 27) % 30)) - 57)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 897)] = condval_17;
    int cse_v28 = ((((int)threadIdx.x) * 2) + 1008);
    int cse_v348 = (((((int)threadIdx.x) + 54) % 90) / 15);
    int cse_v349 = (((((int)threadIdx.x) * 2) + 18) % 30);
    int cse_v396 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 54) % 90) / 15));
    int cse_v397 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 18) % 30));
    int cse_v491 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 504) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 54) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_18;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 54) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 54) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 18) % 30)))) {
      condval_18 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 504) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 54) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 18) % 30)) - 57)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1008)] = condval_18;
    int cse_v350 = (((((int)threadIdx.x) * 2) + 19) % 30);
    int cse_v398 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 19) % 30));
    float condval_19;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 54) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 54) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 19) % 30)) < 57)) {
      condval_19 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 504) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 54) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 19) % 30)) - 57)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1009)] = condval_19;
    int cse_v29 = ((((int)threadIdx.x) + 20) / 15);
    int cse_v30 = ((((int)threadIdx.x) * 2) + 1120);
    int cse_v351 = (((((int)threadIdx.x) * 2) + 10) % 30);
    int cse_v399 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 20) / 15));
    int cse_v400 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 10) % 30));
    int cse_v479 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 20) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_20;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 20) / 15)) < 57) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 10) % 30)))) {
      condval_20 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 20) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 10) % 30)) + 18759)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1120)] = condval_20;
    int cse_v352 = (((((int)threadIdx.x) * 2) + 11) % 30);
    int cse_v401 = (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 11) % 30));
    float condval_21;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 20) / 15)) < 57) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 11) % 30)) < 57)) {
      condval_21 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 20) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 11) % 30)) + 18759)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1121)] = condval_21;
    int cse_v353 = (((((int)threadIdx.x) + 76) % 90) / 15);
    int cse_v354 = (((((int)threadIdx.x) * 2) + 2) % 30);
    int cse_v402 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 76) % 90) / 15));
    int cse_v492 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 616) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 76) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_22;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 76) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 76) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 2) % 30)))) {
      condval_22 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 616) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 76) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 2) % 30)) - 57)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1232)] = condval_22;
    int cse_v355 = (((((int)threadIdx.x) * 2) + 3) % 30);
    float condval_23;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 76) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 76) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 3) % 30)) < 57)) {
      condval_23 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 616) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 76) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 3) % 30)) - 57)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1233)] = condval_23;
    int cse_v356 = (((((int)threadIdx.x) + 42) % 90) / 15);
    int cse_v357 = (((((int)threadIdx.x) * 2) + 24) % 30);
    int cse_v403 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 42) % 90) / 15));
    int cse_v493 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 672) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 42) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_24;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 42) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 42) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 24) % 30)))) {
      condval_24 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 672) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 42) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 24) % 30)) - 57)];
    } else {
      condval_24 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1344)] = condval_24;
    int cse_v358 = (((((int)threadIdx.x) * 2) + 25) % 30);
    float condval_25;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 42) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 42) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 25) % 30)) < 57)) {
      condval_25 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 672) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 42) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 25) % 30)) - 57)];
    } else {
      condval_25 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1345)] = condval_25;
    int cse_v31 = ((((int)threadIdx.x) + 8) / 15);
    int cse_v359 = (((((int)threadIdx.x) * 2) + 16) % 30);
    int cse_v404 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 8) / 15));
    int cse_v480 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 8) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_26;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 8) / 15))) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 16) % 30)))) {
      condval_26 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 8) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 16) % 30)) + 25031)];
    } else {
      condval_26 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1456)] = condval_26;
    int cse_v360 = (((((int)threadIdx.x) * 2) + 17) % 30);
    float condval_27;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 8) / 15))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 17) % 30)) < 57)) {
      condval_27 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 8) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 17) % 30)) + 25031)];
    } else {
      condval_27 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1457)] = condval_27;
    int cse_v361 = (((((int)threadIdx.x) + 64) % 90) / 15);
    int cse_v362 = (((((int)threadIdx.x) * 2) + 8) % 30);
    int cse_v405 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 64) % 90) / 15));
    int cse_v494 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 784) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 64) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_28;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 64) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 64) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 8) % 30)))) {
      condval_28 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 784) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 64) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 8) % 30)) - 57)];
    } else {
      condval_28 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1568)] = condval_28;
    int cse_v363 = (((((int)threadIdx.x) * 2) + 9) % 30);
    float condval_29;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 64) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 64) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 9) % 30)) < 57)) {
      condval_29 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 784) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 64) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 9) % 30)) - 57)];
    } else {
      condval_29 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1569)] = condval_29;
    float condval_30;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + (((int)threadIdx.x) / 15)) < 55) && (1 < (((((int)blockIdx.x) & 1) * 28) + ((((int)threadIdx.x) % 15) * 2)))) {
      condval_30 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + ((((int)threadIdx.x) % 15) * 2)) + 28279)];
    } else {
      condval_30 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1680)] = condval_30;
    float condval_31;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + (((int)threadIdx.x) / 15)) < 55) && ((((((int)blockIdx.x) & 1) * 14) + (((int)threadIdx.x) % 15)) < 28)) {
      condval_31 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + ((((int)threadIdx.x) % 15) * 2)) + 28280)];
    } else {
      condval_31 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1681)] = condval_31;
    int cse_v364 = (((((int)threadIdx.x) + 86) % 90) / 15);
    int cse_v406 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 86) % 90) / 15));
    int cse_v495 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 896) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 86) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_32;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 86) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 86) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 22) % 30)))) {
      condval_32 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 896) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 86) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 22) % 30)) - 57)];
    } else {
      condval_32 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1792)] = condval_32;
    float condval_33;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 86) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 86) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 23) % 30)) < 57)) {
      condval_33 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 896) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 86) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 23) % 30)) - 57)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1793)] = condval_33;
    int cse_v365 = (((((int)threadIdx.x) + 52) % 90) / 15);
    int cse_v407 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 52) % 90) / 15));
    int cse_v496 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 952) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 52) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_34;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 52) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 52) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 14) % 30)))) {
      condval_34 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 952) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 52) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 14) % 30)) - 57)];
    } else {
      condval_34 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1904)] = condval_34;
    float condval_35;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 52) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 52) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 15) % 30)) < 57)) {
      condval_35 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 952) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 52) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 15) % 30)) - 57)];
    } else {
      condval_35 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1905)] = condval_35;
    int cse_v481 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 18) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_36;
    if (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 6) % 30))) {
      condval_36 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 18) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 6) % 30)) + 34439)];
    } else {
      condval_36 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2016)] = condval_36;
    float condval_37;
    if ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 7) % 30)) < 57) {
      condval_37 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 18) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 7) % 30)) + 34439)];
    } else {
      condval_37 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2017)] = condval_37;
    int cse_v366 = (((((int)threadIdx.x) + 74) % 90) / 15);
    int cse_v408 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 74) % 90) / 15));
    int cse_v497 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 1064) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 74) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_38;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 74) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 74) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 28) % 30)))) {
      condval_38 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1064) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 74) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 28) % 30)) - 57)];
    } else {
      condval_38 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2128)] = condval_38;
    float condval_39;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 74) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 74) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 29) % 30)) < 57)) {
      condval_39 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1064) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 74) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 29) % 30)) - 57)];
    } else {
      condval_39 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2129)] = condval_39;
    int cse_v367 = (((((int)threadIdx.x) + 40) % 90) / 15);
    int cse_v409 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 40) % 90) / 15));
    int cse_v498 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 1120) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 40) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_40;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 40) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 40) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 20) % 30)))) {
      condval_40 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1120) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 40) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 20) % 30)) - 57)];
    } else {
      condval_40 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2240)] = condval_40;
    float condval_41;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 40) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 40) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 21) % 30)) < 57)) {
      condval_41 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1120) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 40) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 21) % 30)) - 57)];
    } else {
      condval_41 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2241)] = condval_41;
    int cse_v32 = ((((int)threadIdx.x) + 6) / 15);
    int cse_v410 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 6) / 15));
    int cse_v482 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 6) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_42;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 6) / 15))) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 12) % 30)))) {
      condval_42 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 6) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 12) % 30)) + 40711)];
    } else {
      condval_42 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2352)] = condval_42;
    float condval_43;
    if ((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 6) / 15))) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 13) % 30)) < 57)) {
      condval_43 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 6) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 13) % 30)) + 40711)];
    } else {
      condval_43 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2353)] = condval_43;
    int cse_v368 = (((((int)threadIdx.x) + 62) % 90) / 15);
    int cse_v411 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 62) % 90) / 15));
    int cse_v499 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 1232) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 62) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_44;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 62) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 62) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 4) % 30)))) {
      condval_44 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1232) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 62) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 4) % 30)) - 57)];
    } else {
      condval_44 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2464)] = condval_44;
    float condval_45;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 62) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 62) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 5) % 30)) < 57)) {
      condval_45 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1232) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 62) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 5) % 30)) - 57)];
    } else {
      condval_45 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2465)] = condval_45;
    int cse_v33 = ((((int)threadIdx.x) + 28) / 15);
    int cse_v412 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 28) / 15));
    int cse_v483 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 28) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_46;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 28) / 15)) < 57) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 26) % 30)))) {
      condval_46 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 28) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 26) % 30)) + 43847)];
    } else {
      condval_46 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2576)] = condval_46;
    float condval_47;
    if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 28) / 15)) < 57) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 27) % 30)) < 57)) {
      condval_47 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 28) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 27) % 30)) + 43847)];
    } else {
      condval_47 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2577)] = condval_47;
    int cse_v369 = (((((int)threadIdx.x) + 84) % 90) / 15);
    int cse_v413 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 84) % 90) / 15));
    int cse_v500 = (((((rc_0 * 50176) + (((((int)threadIdx.x) + 1344) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 84) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
    float condval_48;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 84) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 84) % 90) / 15)) < 57)) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 18) % 30)))) {
      condval_48 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1344) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 84) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 18) % 30)) - 57)];
    } else {
      condval_48 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2688)] = condval_48;
    float condval_49;
    if (((1 <= ((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 84) % 90) / 15))) && (((((((int)blockIdx.x) % 28) >> 1) * 4) + (((((int)threadIdx.x) + 84) % 90) / 15)) < 57)) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 19) % 30)) < 57)) {
      condval_49 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1344) / 90) * 3136)) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((((int)threadIdx.x) + 84) % 90) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 19) % 30)) - 57)];
    } else {
      condval_49 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2689)] = condval_49;
    if (((int)threadIdx.x) < 40) {
      int cse_v34 = ((((int)threadIdx.x) + 50) / 15);
      int cse_v414 = ((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 50) / 15));
      int cse_v484 = ((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 50) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28));
      float condval_50;
      if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 50) / 15)) < 57) && (1 < (((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 10) % 30)))) {
        condval_50 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 50) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 10) % 30)) + 46983)];
      } else {
        condval_50 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2800)] = condval_50;
      float condval_51;
      if ((((((((int)blockIdx.x) % 28) >> 1) * 4) + ((((int)threadIdx.x) + 50) / 15)) < 57) && ((((((int)blockIdx.x) & 1) * 28) + (((((int)threadIdx.x) * 2) + 11) % 30)) < 57)) {
        condval_51 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + (((((int)threadIdx.x) + 50) / 15) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((((int)threadIdx.x) * 2) + 11) % 30)) + 46983)];
      } else {
        condval_51 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2801)] = condval_51;
    }
    int cse_v10 = (rc_0 * 144);
    int cse_v35 = ((((int)blockIdx.x) / 28) * 4608);
    int cse_v415 = ((((((int)blockIdx.x) / 28) * 4608) + (rc_0 * 144)) + (((int)threadIdx.x) * 2));
    *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + ((((((int)blockIdx.x) / 28) * 4608) + (rc_0 * 144)) + (((int)threadIdx.x) * 2)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 112)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 56) / 72) * 576)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 112) % 144)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 224)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 112) / 72) * 576)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 80) % 144)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 336)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 168) / 72) * 576)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 48) % 144)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 448)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (rc_0 * 144)) + (((int)threadIdx.x) * 2)) + 1744));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 560)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 280) / 72) * 576)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 128) % 144)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 672)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 336) / 72) * 576)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 96) % 144)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 784)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (((((int)threadIdx.x) + 392) / 72) * 576)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 2) + 64) % 144)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (rc_0 * 144)) + (((int)threadIdx.x) * 2)) + 3488));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1008)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (rc_0 * 144)) + (((int)threadIdx.x) * 2)) + 4032));
    if (((int)threadIdx.x) < 16) {
      *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1120)) = *(float2*)(B_ptr + (((((((int)blockIdx.x) / 28) * 4608) + (rc_0 * 144)) + (((int)threadIdx.x) * 2)) + 4144));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      int cse_v13 = (rc_1 * 36);
      int cse_v416 = (((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[(rc_1 * 36)]));
      int cse_v417 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[(rc_1 * 36)]));
      int cse_v36 = ((rc_1 * 36) + 576);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((rc_1 * 36) + 576)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 576)]));
      int cse_v37 = ((rc_1 * 36) + 144);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((rc_1 * 36) + 144)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 144)]));
      int cse_v38 = ((rc_1 * 36) + 720);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((rc_1 * 36) + 720)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 720)]));
      int cse_v39 = ((rc_1 * 36) + 288);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((rc_1 * 36) + 288)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 288)]));
      int cse_v40 = ((rc_1 * 36) + 864);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((rc_1 * 36) + 864)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 864)]));
      int cse_v41 = ((rc_1 * 36) + 432);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((rc_1 * 36) + 432)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 432)]));
      int cse_v42 = ((rc_1 * 36) + 1008);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28))] * B_shared_ptr[((rc_1 * 36) + 1008)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 1008)]));
      int cse_v43 = ((rc_1 * 36) + 9);
      int cse_v418 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 9)]));
      int cse_v419 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 9)]));
      int cse_v44 = ((rc_1 * 36) + 585);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 585)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 585)]));
      int cse_v45 = ((rc_1 * 36) + 153);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 153)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 153)]));
      int cse_v46 = ((rc_1 * 36) + 729);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 729)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 729)]));
      int cse_v47 = ((rc_1 * 36) + 297);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 297)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 297)]));
      int cse_v48 = ((rc_1 * 36) + 873);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 873)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 873)]));
      int cse_v49 = ((rc_1 * 36) + 441);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 441)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 441)]));
      int cse_v50 = ((rc_1 * 36) + 1017);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 180)] * B_shared_ptr[((rc_1 * 36) + 1017)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 1017)]));
      int cse_v51 = ((rc_1 * 36) + 18);
      int cse_v420 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 18)]));
      int cse_v421 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 18)]));
      int cse_v52 = ((rc_1 * 36) + 594);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 594)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 594)]));
      int cse_v53 = ((rc_1 * 36) + 162);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 162)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 162)]));
      int cse_v54 = ((rc_1 * 36) + 738);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 738)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 738)]));
      int cse_v55 = ((rc_1 * 36) + 306);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 306)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 306)]));
      int cse_v56 = ((rc_1 * 36) + 882);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 882)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 882)]));
      int cse_v57 = ((rc_1 * 36) + 450);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 450)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 450)]));
      int cse_v58 = ((rc_1 * 36) + 1026);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 360)] * B_shared_ptr[((rc_1 * 36) + 1026)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 1026)]));
      int cse_v59 = ((rc_1 * 36) + 27);
      int cse_v422 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 27)]));
      int cse_v423 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 27)]));
      int cse_v60 = ((rc_1 * 36) + 603);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 603)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 603)]));
      int cse_v61 = ((rc_1 * 36) + 171);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 171)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 171)]));
      int cse_v62 = ((rc_1 * 36) + 747);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 747)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 747)]));
      int cse_v63 = ((rc_1 * 36) + 315);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 315)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 315)]));
      int cse_v64 = ((rc_1 * 36) + 891);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 891)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 891)]));
      int cse_v65 = ((rc_1 * 36) + 459);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 459)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 459)]));
      int cse_v66 = ((rc_1 * 36) + 1035);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 540)] * B_shared_ptr[((rc_1 * 36) + 1035)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 1035)]));
      int cse_v67 = ((rc_1 * 36) + 1);
      int cse_v424 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 1)]));
      int cse_v425 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 1)]));
      int cse_v68 = ((rc_1 * 36) + 577);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 577)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 577)]));
      int cse_v69 = ((rc_1 * 36) + 145);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 145)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 145)]));
      int cse_v70 = ((rc_1 * 36) + 721);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 721)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 721)]));
      int cse_v71 = ((rc_1 * 36) + 289);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 289)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 289)]));
      int cse_v72 = ((rc_1 * 36) + 865);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 865)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 865)]));
      int cse_v73 = ((rc_1 * 36) + 433);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 433)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 433)]));
      int cse_v74 = ((rc_1 * 36) + 1009);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 1)] * B_shared_ptr[((rc_1 * 36) + 1009)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 1009)]));
      int cse_v75 = ((rc_1 * 36) + 10);
      int cse_v426 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 10)]));
      int cse_v427 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 10)]));
      int cse_v76 = ((rc_1 * 36) + 586);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 586)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 586)]));
      int cse_v77 = ((rc_1 * 36) + 154);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 154)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 154)]));
      int cse_v78 = ((rc_1 * 36) + 730);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 730)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 730)]));
      int cse_v79 = ((rc_1 * 36) + 298);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 298)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 298)]));
      int cse_v80 = ((rc_1 * 36) + 874);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 874)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 874)]));
      int cse_v81 = ((rc_1 * 36) + 442);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 442)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 442)]));
      int cse_v82 = ((rc_1 * 36) + 1018);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 181)] * B_shared_ptr[((rc_1 * 36) + 1018)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 1018)]));
      int cse_v83 = ((rc_1 * 36) + 19);
      int cse_v428 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 19)]));
      int cse_v429 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 19)]));
      int cse_v84 = ((rc_1 * 36) + 595);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 595)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 595)]));
      int cse_v85 = ((rc_1 * 36) + 163);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 163)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 163)]));
      int cse_v86 = ((rc_1 * 36) + 739);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 739)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 739)]));
      int cse_v87 = ((rc_1 * 36) + 307);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 307)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 307)]));
      int cse_v88 = ((rc_1 * 36) + 883);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 883)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 883)]));
      int cse_v89 = ((rc_1 * 36) + 451);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 451)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 451)]));
      int cse_v90 = ((rc_1 * 36) + 1027);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 361)] * B_shared_ptr[((rc_1 * 36) + 1027)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 1027)]));
      int cse_v91 = ((rc_1 * 36) + 28);
      int cse_v430 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 28)]));
      int cse_v431 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 28)]));
      int cse_v92 = ((rc_1 * 36) + 604);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 604)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 604)]));
      int cse_v93 = ((rc_1 * 36) + 172);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 172)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 172)]));
      int cse_v94 = ((rc_1 * 36) + 748);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 748)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 748)]));
      int cse_v95 = ((rc_1 * 36) + 316);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 316)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 316)]));
      int cse_v96 = ((rc_1 * 36) + 892);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 892)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 892)]));
      int cse_v97 = ((rc_1 * 36) + 460);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 460)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 460)]));
      int cse_v98 = ((rc_1 * 36) + 1036);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 541)] * B_shared_ptr[((rc_1 * 36) + 1036)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 1036)]));
      int cse_v99 = ((rc_1 * 36) + 2);
      int cse_v432 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 2)]));
      int cse_v433 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 2)]));
      int cse_v100 = ((rc_1 * 36) + 578);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 578)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 578)]));
      int cse_v101 = ((rc_1 * 36) + 146);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 146)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 146)]));
      int cse_v102 = ((rc_1 * 36) + 722);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 722)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 722)]));
      int cse_v103 = ((rc_1 * 36) + 290);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 290)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 290)]));
      int cse_v104 = ((rc_1 * 36) + 866);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 866)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 866)]));
      int cse_v105 = ((rc_1 * 36) + 434);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 434)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 434)]));
      int cse_v106 = ((rc_1 * 36) + 1010);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 2)] * B_shared_ptr[((rc_1 * 36) + 1010)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 1010)]));
      int cse_v107 = ((rc_1 * 36) + 11);
      int cse_v434 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 11)]));
      int cse_v435 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 11)]));
      int cse_v108 = ((rc_1 * 36) + 587);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 587)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 587)]));
      int cse_v109 = ((rc_1 * 36) + 155);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 155)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 155)]));
      int cse_v110 = ((rc_1 * 36) + 731);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 731)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 731)]));
      int cse_v111 = ((rc_1 * 36) + 299);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 299)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 299)]));
      int cse_v112 = ((rc_1 * 36) + 875);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 875)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 875)]));
      int cse_v113 = ((rc_1 * 36) + 443);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 443)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 443)]));
      int cse_v114 = ((rc_1 * 36) + 1019);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 182)] * B_shared_ptr[((rc_1 * 36) + 1019)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 1019)]));
      int cse_v115 = ((rc_1 * 36) + 20);
      int cse_v436 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 20)]));
      int cse_v437 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 20)]));
      int cse_v116 = ((rc_1 * 36) + 596);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 596)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 596)]));
      int cse_v117 = ((rc_1 * 36) + 164);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 164)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 164)]));
      int cse_v118 = ((rc_1 * 36) + 740);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 740)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 740)]));
      int cse_v119 = ((rc_1 * 36) + 308);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 308)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 308)]));
      int cse_v120 = ((rc_1 * 36) + 884);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 884)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 884)]));
      int cse_v121 = ((rc_1 * 36) + 452);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 452)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 452)]));
      int cse_v122 = ((rc_1 * 36) + 1028);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 362)] * B_shared_ptr[((rc_1 * 36) + 1028)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 1028)]));
      int cse_v123 = ((rc_1 * 36) + 29);
      int cse_v438 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 29)]));
      int cse_v439 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 29)]));
      int cse_v124 = ((rc_1 * 36) + 605);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 605)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 605)]));
      int cse_v125 = ((rc_1 * 36) + 173);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 173)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 173)]));
      int cse_v126 = ((rc_1 * 36) + 749);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 749)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 749)]));
      int cse_v127 = ((rc_1 * 36) + 317);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 317)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 317)]));
      int cse_v128 = ((rc_1 * 36) + 893);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 893)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 893)]));
      int cse_v129 = ((rc_1 * 36) + 461);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 461)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 461)]));
      int cse_v130 = ((rc_1 * 36) + 1037);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 542)] * B_shared_ptr[((rc_1 * 36) + 1037)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 1037)]));
      int cse_v131 = ((rc_1 * 36) + 3);
      int cse_v440 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 3)]));
      int cse_v441 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 3)]));
      int cse_v132 = ((rc_1 * 36) + 579);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 579)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 579)]));
      int cse_v133 = ((rc_1 * 36) + 147);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 147)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 147)]));
      int cse_v134 = ((rc_1 * 36) + 723);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 723)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 723)]));
      int cse_v135 = ((rc_1 * 36) + 291);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 291)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 291)]));
      int cse_v136 = ((rc_1 * 36) + 867);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 867)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 867)]));
      int cse_v137 = ((rc_1 * 36) + 435);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 435)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 435)]));
      int cse_v138 = ((rc_1 * 36) + 1011);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 30)] * B_shared_ptr[((rc_1 * 36) + 1011)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 90)] * B_shared_ptr[((rc_1 * 36) + 1011)]));
      int cse_v139 = ((rc_1 * 36) + 12);
      int cse_v442 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 12)]));
      int cse_v443 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 12)]));
      int cse_v140 = ((rc_1 * 36) + 588);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 588)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 588)]));
      int cse_v141 = ((rc_1 * 36) + 156);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 156)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 156)]));
      int cse_v142 = ((rc_1 * 36) + 732);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 732)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 732)]));
      int cse_v143 = ((rc_1 * 36) + 300);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 300)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 300)]));
      int cse_v144 = ((rc_1 * 36) + 876);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 876)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 876)]));
      int cse_v145 = ((rc_1 * 36) + 444);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 444)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 444)]));
      int cse_v146 = ((rc_1 * 36) + 1020);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 210)] * B_shared_ptr[((rc_1 * 36) + 1020)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 270)] * B_shared_ptr[((rc_1 * 36) + 1020)]));
      int cse_v147 = ((rc_1 * 36) + 21);
      int cse_v444 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 21)]));
      int cse_v445 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 21)]));
      int cse_v148 = ((rc_1 * 36) + 597);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 597)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 597)]));
      int cse_v149 = ((rc_1 * 36) + 165);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 165)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 165)]));
      int cse_v150 = ((rc_1 * 36) + 741);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 741)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 741)]));
      int cse_v151 = ((rc_1 * 36) + 309);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 309)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 309)]));
      int cse_v152 = ((rc_1 * 36) + 885);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 885)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 885)]));
      int cse_v153 = ((rc_1 * 36) + 453);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 453)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 453)]));
      int cse_v154 = ((rc_1 * 36) + 1029);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 390)] * B_shared_ptr[((rc_1 * 36) + 1029)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 450)] * B_shared_ptr[((rc_1 * 36) + 1029)]));
      int cse_v155 = ((rc_1 * 36) + 30);
      int cse_v446 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 30)]));
      int cse_v447 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 30)]));
      int cse_v156 = ((rc_1 * 36) + 606);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 606)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 606)]));
      int cse_v157 = ((rc_1 * 36) + 174);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 174)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 174)]));
      int cse_v158 = ((rc_1 * 36) + 750);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 750)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 750)]));
      int cse_v159 = ((rc_1 * 36) + 318);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 318)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 318)]));
      int cse_v160 = ((rc_1 * 36) + 894);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 894)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 894)]));
      int cse_v161 = ((rc_1 * 36) + 462);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 462)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 462)]));
      int cse_v162 = ((rc_1 * 36) + 1038);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 570)] * B_shared_ptr[((rc_1 * 36) + 1038)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 630)] * B_shared_ptr[((rc_1 * 36) + 1038)]));
      int cse_v163 = ((rc_1 * 36) + 4);
      int cse_v448 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 4)]));
      int cse_v449 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 4)]));
      int cse_v164 = ((rc_1 * 36) + 580);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 580)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 580)]));
      int cse_v165 = ((rc_1 * 36) + 148);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 148)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 148)]));
      int cse_v166 = ((rc_1 * 36) + 724);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 724)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 724)]));
      int cse_v167 = ((rc_1 * 36) + 292);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 292)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 292)]));
      int cse_v168 = ((rc_1 * 36) + 868);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 868)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 868)]));
      int cse_v169 = ((rc_1 * 36) + 436);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 436)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 436)]));
      int cse_v170 = ((rc_1 * 36) + 1012);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 31)] * B_shared_ptr[((rc_1 * 36) + 1012)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 91)] * B_shared_ptr[((rc_1 * 36) + 1012)]));
      int cse_v171 = ((rc_1 * 36) + 13);
      int cse_v450 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 13)]));
      int cse_v451 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 13)]));
      int cse_v172 = ((rc_1 * 36) + 589);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 589)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 589)]));
      int cse_v173 = ((rc_1 * 36) + 157);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 157)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 157)]));
      int cse_v174 = ((rc_1 * 36) + 733);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 733)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 733)]));
      int cse_v175 = ((rc_1 * 36) + 301);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 301)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 301)]));
      int cse_v176 = ((rc_1 * 36) + 877);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 877)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 877)]));
      int cse_v177 = ((rc_1 * 36) + 445);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 445)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 445)]));
      int cse_v178 = ((rc_1 * 36) + 1021);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 211)] * B_shared_ptr[((rc_1 * 36) + 1021)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 271)] * B_shared_ptr[((rc_1 * 36) + 1021)]));
      int cse_v179 = ((rc_1 * 36) + 22);
      int cse_v452 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 22)]));
      int cse_v453 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 22)]));
      int cse_v180 = ((rc_1 * 36) + 598);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 598)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 598)]));
      int cse_v181 = ((rc_1 * 36) + 166);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 166)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 166)]));
      int cse_v182 = ((rc_1 * 36) + 742);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 742)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 742)]));
      int cse_v183 = ((rc_1 * 36) + 310);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 310)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 310)]));
      int cse_v184 = ((rc_1 * 36) + 886);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 886)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 886)]));
      int cse_v185 = ((rc_1 * 36) + 454);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 454)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 454)]));
      int cse_v186 = ((rc_1 * 36) + 1030);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 391)] * B_shared_ptr[((rc_1 * 36) + 1030)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 451)] * B_shared_ptr[((rc_1 * 36) + 1030)]));
      int cse_v187 = ((rc_1 * 36) + 31);
      int cse_v454 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 31)]));
      int cse_v455 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 31)]));
      int cse_v188 = ((rc_1 * 36) + 607);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 607)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 607)]));
      int cse_v189 = ((rc_1 * 36) + 175);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 175)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 175)]));
      int cse_v190 = ((rc_1 * 36) + 751);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 751)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 751)]));
      int cse_v191 = ((rc_1 * 36) + 319);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 319)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 319)]));
      int cse_v192 = ((rc_1 * 36) + 895);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 895)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 895)]));
      int cse_v193 = ((rc_1 * 36) + 463);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 463)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 463)]));
      int cse_v194 = ((rc_1 * 36) + 1039);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 571)] * B_shared_ptr[((rc_1 * 36) + 1039)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 631)] * B_shared_ptr[((rc_1 * 36) + 1039)]));
      int cse_v195 = ((rc_1 * 36) + 5);
      int cse_v456 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 5)]));
      int cse_v457 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 5)]));
      int cse_v196 = ((rc_1 * 36) + 581);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 581)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 581)]));
      int cse_v197 = ((rc_1 * 36) + 149);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 149)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 149)]));
      int cse_v198 = ((rc_1 * 36) + 725);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 725)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 725)]));
      int cse_v199 = ((rc_1 * 36) + 293);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 293)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 293)]));
      int cse_v200 = ((rc_1 * 36) + 869);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 869)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 869)]));
      int cse_v201 = ((rc_1 * 36) + 437);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 437)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 437)]));
      int cse_v202 = ((rc_1 * 36) + 1013);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 32)] * B_shared_ptr[((rc_1 * 36) + 1013)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 92)] * B_shared_ptr[((rc_1 * 36) + 1013)]));
      int cse_v203 = ((rc_1 * 36) + 14);
      int cse_v458 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 14)]));
      int cse_v459 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 14)]));
      int cse_v204 = ((rc_1 * 36) + 590);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 590)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 590)]));
      int cse_v205 = ((rc_1 * 36) + 158);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 158)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 158)]));
      int cse_v206 = ((rc_1 * 36) + 734);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 734)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 734)]));
      int cse_v207 = ((rc_1 * 36) + 302);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 302)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 302)]));
      int cse_v208 = ((rc_1 * 36) + 878);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 878)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 878)]));
      int cse_v209 = ((rc_1 * 36) + 446);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 446)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 446)]));
      int cse_v210 = ((rc_1 * 36) + 1022);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 212)] * B_shared_ptr[((rc_1 * 36) + 1022)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 272)] * B_shared_ptr[((rc_1 * 36) + 1022)]));
      int cse_v211 = ((rc_1 * 36) + 23);
      int cse_v460 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 23)]));
      int cse_v461 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 23)]));
      int cse_v212 = ((rc_1 * 36) + 599);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 599)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 599)]));
      int cse_v213 = ((rc_1 * 36) + 167);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 167)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 167)]));
      int cse_v214 = ((rc_1 * 36) + 743);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 743)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 743)]));
      int cse_v215 = ((rc_1 * 36) + 311);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 311)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 311)]));
      int cse_v216 = ((rc_1 * 36) + 887);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 887)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 887)]));
      int cse_v217 = ((rc_1 * 36) + 455);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 455)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 455)]));
      int cse_v218 = ((rc_1 * 36) + 1031);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 392)] * B_shared_ptr[((rc_1 * 36) + 1031)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 452)] * B_shared_ptr[((rc_1 * 36) + 1031)]));
      int cse_v219 = ((rc_1 * 36) + 32);
      int cse_v462 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 32)]));
      int cse_v463 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 32)]));
      int cse_v220 = ((rc_1 * 36) + 608);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 608)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 608)]));
      int cse_v221 = ((rc_1 * 36) + 176);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 176)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 176)]));
      int cse_v222 = ((rc_1 * 36) + 752);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 752)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 752)]));
      int cse_v223 = ((rc_1 * 36) + 320);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 320)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 320)]));
      int cse_v224 = ((rc_1 * 36) + 896);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 896)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 896)]));
      int cse_v225 = ((rc_1 * 36) + 464);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 464)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 464)]));
      int cse_v226 = ((rc_1 * 36) + 1040);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 572)] * B_shared_ptr[((rc_1 * 36) + 1040)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 632)] * B_shared_ptr[((rc_1 * 36) + 1040)]));
      int cse_v227 = ((rc_1 * 36) + 6);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 6)]));
      int cse_v464 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 6)]));
      int cse_v228 = ((rc_1 * 36) + 582);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 582)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 582)]));
      int cse_v229 = ((rc_1 * 36) + 150);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 150)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 150)]));
      int cse_v230 = ((rc_1 * 36) + 726);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 726)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 726)]));
      int cse_v231 = ((rc_1 * 36) + 294);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 294)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 294)]));
      int cse_v232 = ((rc_1 * 36) + 870);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 870)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 870)]));
      int cse_v233 = ((rc_1 * 36) + 438);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 438)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 438)]));
      int cse_v234 = ((rc_1 * 36) + 1014);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 60)] * B_shared_ptr[((rc_1 * 36) + 1014)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 120)] * B_shared_ptr[((rc_1 * 36) + 1014)]));
      int cse_v235 = ((rc_1 * 36) + 15);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 15)]));
      int cse_v465 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 15)]));
      int cse_v236 = ((rc_1 * 36) + 591);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 591)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 591)]));
      int cse_v237 = ((rc_1 * 36) + 159);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 159)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 159)]));
      int cse_v238 = ((rc_1 * 36) + 735);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 735)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 735)]));
      int cse_v239 = ((rc_1 * 36) + 303);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 303)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 303)]));
      int cse_v240 = ((rc_1 * 36) + 879);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 879)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 879)]));
      int cse_v241 = ((rc_1 * 36) + 447);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 447)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 447)]));
      int cse_v242 = ((rc_1 * 36) + 1023);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 240)] * B_shared_ptr[((rc_1 * 36) + 1023)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 300)] * B_shared_ptr[((rc_1 * 36) + 1023)]));
      int cse_v243 = ((rc_1 * 36) + 24);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 24)]));
      int cse_v466 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 24)]));
      int cse_v244 = ((rc_1 * 36) + 600);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 600)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 600)]));
      int cse_v245 = ((rc_1 * 36) + 168);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 168)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 168)]));
      int cse_v246 = ((rc_1 * 36) + 744);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 744)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 744)]));
      int cse_v247 = ((rc_1 * 36) + 312);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 312)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 312)]));
      int cse_v248 = ((rc_1 * 36) + 888);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 888)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 888)]));
      int cse_v249 = ((rc_1 * 36) + 456);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 456)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 456)]));
      int cse_v250 = ((rc_1 * 36) + 1032);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 420)] * B_shared_ptr[((rc_1 * 36) + 1032)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 480)] * B_shared_ptr[((rc_1 * 36) + 1032)]));
      int cse_v251 = ((rc_1 * 36) + 33);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 33)]));
      int cse_v467 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 33)]));
      int cse_v252 = ((rc_1 * 36) + 609);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 609)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 609)]));
      int cse_v253 = ((rc_1 * 36) + 177);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 177)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 177)]));
      int cse_v254 = ((rc_1 * 36) + 753);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 753)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 753)]));
      int cse_v255 = ((rc_1 * 36) + 321);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 321)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 321)]));
      int cse_v256 = ((rc_1 * 36) + 897);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 897)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 897)]));
      int cse_v257 = ((rc_1 * 36) + 465);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 465)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 465)]));
      int cse_v258 = ((rc_1 * 36) + 1041);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 600)] * B_shared_ptr[((rc_1 * 36) + 1041)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 660)] * B_shared_ptr[((rc_1 * 36) + 1041)]));
      int cse_v259 = ((rc_1 * 36) + 7);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 7)]));
      int cse_v468 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 7)]));
      int cse_v260 = ((rc_1 * 36) + 583);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 583)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 583)]));
      int cse_v261 = ((rc_1 * 36) + 151);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 151)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 151)]));
      int cse_v262 = ((rc_1 * 36) + 727);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 727)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 727)]));
      int cse_v263 = ((rc_1 * 36) + 295);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 295)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 295)]));
      int cse_v264 = ((rc_1 * 36) + 871);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 871)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 871)]));
      int cse_v265 = ((rc_1 * 36) + 439);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 439)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 439)]));
      int cse_v266 = ((rc_1 * 36) + 1015);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 61)] * B_shared_ptr[((rc_1 * 36) + 1015)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 121)] * B_shared_ptr[((rc_1 * 36) + 1015)]));
      int cse_v267 = ((rc_1 * 36) + 16);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 16)]));
      int cse_v469 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 16)]));
      int cse_v268 = ((rc_1 * 36) + 592);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 592)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 592)]));
      int cse_v269 = ((rc_1 * 36) + 160);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 160)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 160)]));
      int cse_v270 = ((rc_1 * 36) + 736);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 736)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 736)]));
      int cse_v271 = ((rc_1 * 36) + 304);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 304)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 304)]));
      int cse_v272 = ((rc_1 * 36) + 880);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 880)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 880)]));
      int cse_v273 = ((rc_1 * 36) + 448);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 448)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 448)]));
      int cse_v274 = ((rc_1 * 36) + 1024);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 241)] * B_shared_ptr[((rc_1 * 36) + 1024)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 301)] * B_shared_ptr[((rc_1 * 36) + 1024)]));
      int cse_v275 = ((rc_1 * 36) + 25);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 25)]));
      int cse_v470 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 25)]));
      int cse_v276 = ((rc_1 * 36) + 601);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 601)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 601)]));
      int cse_v277 = ((rc_1 * 36) + 169);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 169)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 169)]));
      int cse_v278 = ((rc_1 * 36) + 745);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 745)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 745)]));
      int cse_v279 = ((rc_1 * 36) + 313);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 313)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 313)]));
      int cse_v280 = ((rc_1 * 36) + 889);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 889)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 889)]));
      int cse_v281 = ((rc_1 * 36) + 457);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 457)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 457)]));
      int cse_v282 = ((rc_1 * 36) + 1033);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 421)] * B_shared_ptr[((rc_1 * 36) + 1033)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 481)] * B_shared_ptr[((rc_1 * 36) + 1033)]));
      int cse_v283 = ((rc_1 * 36) + 34);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 34)]));
      int cse_v471 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 34)]));
      int cse_v284 = ((rc_1 * 36) + 610);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 610)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 610)]));
      int cse_v285 = ((rc_1 * 36) + 178);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 178)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 178)]));
      int cse_v286 = ((rc_1 * 36) + 754);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 754)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 754)]));
      int cse_v287 = ((rc_1 * 36) + 322);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 322)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 322)]));
      int cse_v288 = ((rc_1 * 36) + 898);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 898)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 898)]));
      int cse_v289 = ((rc_1 * 36) + 466);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 466)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 466)]));
      int cse_v290 = ((rc_1 * 36) + 1042);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 601)] * B_shared_ptr[((rc_1 * 36) + 1042)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 661)] * B_shared_ptr[((rc_1 * 36) + 1042)]));
      int cse_v291 = ((rc_1 * 36) + 8);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 8)]));
      int cse_v472 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 8)]));
      int cse_v292 = ((rc_1 * 36) + 584);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 584)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 584)]));
      int cse_v293 = ((rc_1 * 36) + 152);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 152)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 152)]));
      int cse_v294 = ((rc_1 * 36) + 728);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 728)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 728)]));
      int cse_v295 = ((rc_1 * 36) + 296);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 296)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 296)]));
      int cse_v296 = ((rc_1 * 36) + 872);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 872)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 872)]));
      int cse_v297 = ((rc_1 * 36) + 440);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 440)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 440)]));
      int cse_v298 = ((rc_1 * 36) + 1016);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 62)] * B_shared_ptr[((rc_1 * 36) + 1016)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 122)] * B_shared_ptr[((rc_1 * 36) + 1016)]));
      int cse_v299 = ((rc_1 * 36) + 17);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 17)]));
      int cse_v473 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 17)]));
      int cse_v300 = ((rc_1 * 36) + 593);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 593)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 593)]));
      int cse_v301 = ((rc_1 * 36) + 161);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 161)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 161)]));
      int cse_v302 = ((rc_1 * 36) + 737);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 737)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 737)]));
      int cse_v303 = ((rc_1 * 36) + 305);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 305)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 305)]));
      int cse_v304 = ((rc_1 * 36) + 881);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 881)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 881)]));
      int cse_v305 = ((rc_1 * 36) + 449);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 449)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 449)]));
      int cse_v306 = ((rc_1 * 36) + 1025);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 242)] * B_shared_ptr[((rc_1 * 36) + 1025)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 302)] * B_shared_ptr[((rc_1 * 36) + 1025)]));
      int cse_v307 = ((rc_1 * 36) + 26);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 26)]));
      int cse_v474 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 26)]));
      int cse_v308 = ((rc_1 * 36) + 602);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 602)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 602)]));
      int cse_v309 = ((rc_1 * 36) + 170);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 170)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 170)]));
      int cse_v310 = ((rc_1 * 36) + 746);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 746)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 746)]));
      int cse_v311 = ((rc_1 * 36) + 314);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 314)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 314)]));
      int cse_v312 = ((rc_1 * 36) + 890);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 890)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 890)]));
      int cse_v313 = ((rc_1 * 36) + 458);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 458)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 458)]));
      int cse_v314 = ((rc_1 * 36) + 1034);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 422)] * B_shared_ptr[((rc_1 * 36) + 1034)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 482)] * B_shared_ptr[((rc_1 * 36) + 1034)]));
      int cse_v315 = ((rc_1 * 36) + 35);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 35)]));
      int cse_v475 = ((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 35)]));
      int cse_v316 = ((rc_1 * 36) + 611);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 611)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 611)]));
      int cse_v317 = ((rc_1 * 36) + 179);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 179)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 179)]));
      int cse_v318 = ((rc_1 * 36) + 755);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 755)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 755)]));
      int cse_v319 = ((rc_1 * 36) + 323);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 323)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 323)]));
      int cse_v320 = ((rc_1 * 36) + 899);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 899)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 899)]));
      int cse_v321 = ((rc_1 * 36) + 467);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 467)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 467)]));
      int cse_v322 = ((rc_1 * 36) + 1043);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 602)] * B_shared_ptr[((rc_1 * 36) + 1043)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 720) + ((((int)threadIdx.x) / 28) * 30)) + (((int)threadIdx.x) % 28)) + 662)] * B_shared_ptr[((rc_1 * 36) + 1043)]));
    }
  }
  int cse_v501 = ((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 112)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 12544)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 12656)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 3136)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 3248)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 15680)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 15792)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 6272)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 6384)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 18816)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 18928)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 9408)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 9520)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 21952)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 25088) + (((((int)blockIdx.x) % 28) >> 1) * 224)) + ((((int)threadIdx.x) / 28) * 56)) + ((((int)blockIdx.x) & 1) * 28)) + (((int)threadIdx.x) % 28)) + 22064)] = conv2d_nchw_local_ptr[15];
}

