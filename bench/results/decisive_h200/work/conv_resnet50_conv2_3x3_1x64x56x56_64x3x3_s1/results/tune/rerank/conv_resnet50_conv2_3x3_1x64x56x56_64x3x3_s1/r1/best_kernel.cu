
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[1600];
  __shared__ alignas(64) float B_shared_ptr[1152];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v16 = (((int)blockIdx.x) / 49);
  int cse_v19 = (((int)threadIdx.x) & 1);
  int cse_v20 = (((int)threadIdx.x) >> 4);
  int cse_v21 = ((((int)blockIdx.x) % 49) / 7);
  int cse_v23 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v30 = ((((int)threadIdx.x) & 15) >> 1);
  int cse_v33 = (((((int)blockIdx.x) % 49) / 7) * 448);
  for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) % 10);
    int cse_v2 = (rc_0 * 50176);
    int cse_v22 = ((((int)threadIdx.x) % 100) / 10);
    int cse_v31 = (((((int)blockIdx.x) % 49) / 7) * 8);
    int cse_v32 = (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10));
    int cse_v40 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((int)threadIdx.x) % 100) / 10));
    __syncthreads();
    float condval;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((int)threadIdx.x) % 100) / 10))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((int)threadIdx.x) % 100) / 10)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
      condval = A_ptr[(((((((rc_0 * 50176) + ((((int)threadIdx.x) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) % 100) / 10) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) - 57)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v3 = (((int)threadIdx.x) >> 1);
    int cse_v4 = (((int)threadIdx.x) + 128);
    int cse_v24 = ((((int)threadIdx.x) + 8) % 10);
    int cse_v34 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10));
    int cse_v41 = ((((((int)threadIdx.x) >> 1) + 14) % 50) / 5);
    int cse_v53 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 14) % 50) / 5));
    float condval_1;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 14) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 14) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
      condval_1 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 128) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 14) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) - 57)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 128)] = condval_1;
    int cse_v5 = (((int)threadIdx.x) + 256);
    int cse_v25 = ((((int)threadIdx.x) + 6) % 10);
    int cse_v35 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10));
    int cse_v42 = ((((((int)threadIdx.x) >> 1) + 28) % 50) / 5);
    int cse_v54 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 28) % 50) / 5));
    float condval_2;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 28) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 28) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
      condval_2 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 256) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 28) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 256)] = condval_2;
    int cse_v6 = (((int)threadIdx.x) + 384);
    int cse_v26 = ((((int)threadIdx.x) + 4) % 10);
    int cse_v36 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10));
    int cse_v43 = ((((((int)threadIdx.x) >> 1) + 42) % 50) / 5);
    int cse_v55 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 42) % 50) / 5));
    float condval_3;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 42) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 42) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
      condval_3 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 384) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 42) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 384)] = condval_3;
    int cse_v7 = (((int)threadIdx.x) + 512);
    int cse_v27 = ((((int)threadIdx.x) + 2) % 10);
    int cse_v37 = (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10));
    int cse_v44 = ((((((int)threadIdx.x) >> 1) + 6) % 50) / 5);
    int cse_v56 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 6) % 50) / 5));
    float condval_4;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 6) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 6) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
      condval_4 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 512) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 6) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 512)] = condval_4;
    int cse_v8 = (((int)threadIdx.x) / 10);
    int cse_v9 = (((int)threadIdx.x) + 640);
    int cse_v38 = (((((int)threadIdx.x) / 10) + 4) % 10);
    int cse_v45 = ((((((int)blockIdx.x) % 49) / 7) * 8) + (((((int)threadIdx.x) / 10) + 4) % 10));
    float condval_5;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + (((((int)threadIdx.x) / 10) + 4) % 10))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + (((((int)threadIdx.x) / 10) + 4) % 10)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
      condval_5 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 640) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + ((((((int)threadIdx.x) / 10) + 4) % 10) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) - 57)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 640)] = condval_5;
    int cse_v10 = (((int)threadIdx.x) + 768);
    int cse_v46 = ((((((int)threadIdx.x) >> 1) + 34) % 50) / 5);
    int cse_v57 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 34) % 50) / 5));
    float condval_6;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 34) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 34) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
      condval_6 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 768) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 34) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) - 57)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 768)] = condval_6;
    int cse_v11 = (((int)threadIdx.x) + 896);
    int cse_v47 = ((((((int)threadIdx.x) >> 1) + 48) % 50) / 5);
    int cse_v58 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 48) % 50) / 5));
    float condval_7;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 48) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 48) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
      condval_7 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 896) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 48) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) - 57)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 896)] = condval_7;
    int cse_v12 = (((int)threadIdx.x) + 1024);
    int cse_v48 = ((((((int)threadIdx.x) >> 1) + 12) % 50) / 5);
    int cse_v59 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 12) % 50) / 5));
    float condval_8;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 12) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 12) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 4) % 10)) < 57)) {
      condval_8 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1024) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 12) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 4) % 10)) - 57)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1024)] = condval_8;
    int cse_v13 = (((int)threadIdx.x) + 1152);
    int cse_v49 = ((((((int)threadIdx.x) >> 1) + 26) % 50) / 5);
    int cse_v60 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 26) % 50) / 5));
    float condval_9;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 26) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 26) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 2) % 10)) < 57)) {
      condval_9 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1152) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 26) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 2) % 10)) - 57)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1152)] = condval_9;
    int cse_v14 = (((int)threadIdx.x) + 1280);
    int cse_v39 = (((((int)threadIdx.x) / 10) + 8) % 10);
    int cse_v50 = ((((((int)blockIdx.x) % 49) / 7) * 8) + (((((int)threadIdx.x) / 10) + 8) % 10));
    float condval_10;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + (((((int)threadIdx.x) / 10) + 8) % 10))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + (((((int)threadIdx.x) / 10) + 8) % 10)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + (((int)threadIdx.x) % 10)) < 57)) {
      condval_10 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1280) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + ((((((int)threadIdx.x) / 10) + 8) % 10) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) % 10)) - 57)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1280)] = condval_10;
    int cse_v15 = (((int)threadIdx.x) + 1408);
    int cse_v51 = ((((((int)threadIdx.x) >> 1) + 4) % 50) / 5);
    int cse_v61 = ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 4) % 50) / 5));
    float condval_11;
    if ((((1 <= ((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 4) % 50) / 5))) && (((((((int)blockIdx.x) % 49) / 7) * 8) + ((((((int)threadIdx.x) >> 1) + 4) % 50) / 5)) < 57)) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 8) % 10)) < 57)) {
      condval_11 = A_ptr[(((((((rc_0 * 50176) + (((((int)threadIdx.x) + 1408) / 100) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((((int)threadIdx.x) >> 1) + 4) % 50) / 5) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 8) % 10)) - 57)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1408)] = condval_11;
    if (((int)threadIdx.x) < 64) {
      int cse_v28 = ((((int)threadIdx.x) + 36) / 10);
      float condval_12;
      if (((((((((int)blockIdx.x) % 49) / 7) * 8) + ((((int)threadIdx.x) + 36) / 10)) < 57) && (1 <= (((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)))) && ((((((int)blockIdx.x) % 7) * 8) + ((((int)threadIdx.x) + 6) % 10)) < 57)) {
        condval_12 = A_ptr[((((((rc_0 * 50176) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) + 36) / 10) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) + 6) % 10)) + 46983)];
      } else {
        condval_12 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 1536)] = condval_12;
    }
    int cse_v17 = (rc_0 * 144);
    int cse_v18 = (((int)threadIdx.x) * 4);
    int cse_v29 = ((((int)blockIdx.x) / 49) * 4608);
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 49) * 4608) + ((((int)threadIdx.x) / 36) * 576)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 36) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 49) * 4608) + (((((int)threadIdx.x) + 128) / 36) * 576)) + (rc_0 * 144)) + (((((int)threadIdx.x) * 4) + 80) % 144)));
    if (((int)threadIdx.x) < 32) {
      *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 49) * 4608) + (rc_0 * 144)) + (((int)threadIdx.x) * 4)) + 4048));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 16; ++rc_1) {
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        int cse_v52 = ((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1);
        int cse_v64 = ((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1))] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 2)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 4)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 6)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1)]));
        int cse_v62 = (((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 3);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 10)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 3)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 12)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 3)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 14)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 3)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 16)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 3)]));
        int cse_v63 = (((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 6);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 20)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 6)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 22)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 6)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 24)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 6)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_1 * 100) + (((((int)threadIdx.x) & 15) >> 1) * 10)) + rx_1) + (((int)threadIdx.x) & 1)) + 26)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 144) + (rc_1 * 9)) + rx_1) + 6)]));
      }
    }
  }
  int cse_v65 = (((((((((int)blockIdx.x) / 49) * 25088) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 1));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 49) * 25088) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 1))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 25088) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 1)) + 2)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 25088) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 1)) + 4)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 49) * 25088) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 49) / 7) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 1)) + 6)] = conv2d_nchw_local_ptr[3];
}

