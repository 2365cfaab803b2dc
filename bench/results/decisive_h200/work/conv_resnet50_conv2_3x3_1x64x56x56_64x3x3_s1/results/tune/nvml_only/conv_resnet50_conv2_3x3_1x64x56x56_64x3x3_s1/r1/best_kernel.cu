
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[96];
  __shared__ alignas(64) float B_shared_ptr[1152];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v3 = (((int)blockIdx.x) / 392);
  int cse_v6 = (((int)threadIdx.x) & 1);
  int cse_v7 = (((int)threadIdx.x) >> 1);
  int cse_v8 = ((((int)blockIdx.x) % 392) / 28);
  int cse_v10 = ((((int)blockIdx.x) % 28) * 2);
  int cse_v17 = (((((int)blockIdx.x) % 392) / 28) * 224);
  for (int rc_0 = 0; rc_0 < 16; ++rc_0) {
    __syncthreads();
    if (((int)threadIdx.x) < 32) {
      int cse_v1 = (((int)threadIdx.x) * 3);
      int cse_v2 = (((int)threadIdx.x) >> 3);
      int cse_v9 = ((((int)threadIdx.x) & 7) * 3);
      int cse_v11 = ((((int)threadIdx.x) * 3) & 3);
      int cse_v12 = ((((int)threadIdx.x) >> 3) * 24);
      int cse_v14 = (((((int)blockIdx.x) % 392) / 28) * 4);
      int cse_v15 = (((((int)threadIdx.x) & 7) * 3) >> 2);
      int cse_v16 = (((((int)blockIdx.x) % 28) * 2) + ((((int)threadIdx.x) * 3) & 3));
      int cse_v22 = ((((((int)blockIdx.x) % 392) / 28) * 4) + (((((int)threadIdx.x) & 7) * 3) >> 2));
      int cse_v23 = (((rc_0 * 12544) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224));
      float condval;
      if ((((1 <= ((((((int)blockIdx.x) % 392) / 28) * 4) + (((((int)threadIdx.x) & 7) * 3) >> 2))) && (((((((int)blockIdx.x) % 392) / 28) * 4) + (((((int)threadIdx.x) & 7) * 3) >> 2)) < 57)) && (1 <= (((((int)blockIdx.x) % 28) * 2) + ((((int)threadIdx.x) * 3) & 3)))) && ((((((int)blockIdx.x) % 28) * 2) + ((((int)threadIdx.x) * 3) & 3)) < 57)) {
        condval = A_ptr[(((((((rc_0 * 12544) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + ((((((int)threadIdx.x) & 7) * 3) >> 2) * 56)) + ((((int)blockIdx.x) % 28) * 2)) + ((((int)threadIdx.x) * 3) & 3)) - 57)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + ((((((int)threadIdx.x) & 7) * 3) >> 2) * 4)) + ((((int)threadIdx.x) * 3) & 3))] = condval;
      int cse_v18 = (((((int)threadIdx.x) * 3) + 1) & 3);
      int cse_v24 = ((((((int)threadIdx.x) & 7) * 3) + 1) >> 2);
      int cse_v25 = (((((int)blockIdx.x) % 28) * 2) + (((((int)threadIdx.x) * 3) + 1) & 3));
      int cse_v28 = ((((((int)blockIdx.x) % 392) / 28) * 4) + ((((((int)threadIdx.x) & 7) * 3) + 1) >> 2));
      float condval_1;
      if ((((1 <= ((((((int)blockIdx.x) % 392) / 28) * 4) + ((((((int)threadIdx.x) & 7) * 3) + 1) >> 2))) && (((((((int)blockIdx.x) % 392) / 28) * 4) + ((((((int)threadIdx.x) & 7) * 3) + 1) >> 2)) < 57)) && (1 <= (((((int)blockIdx.x) % 28) * 2) + (((((int)threadIdx.x) * 3) + 1) & 3)))) && ((((((int)blockIdx.x) % 28) * 2) + (((((int)threadIdx.x) * 3) + 1) & 3)) < 57)) {
        condval_1 = A_ptr[(((((((rc_0 * 12544) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + (((((((int)threadIdx.x) & 7) * 3) + 1) >> 2) * 56)) + ((((int)blockIdx.x) % 28) * 2)) + (((((int)threadIdx.x) * 3) + 1) & 3)) - 57)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (((((((int)threadIdx.x) & 7) * 3) + 1) >> 2) * 4)) + (((((int)threadIdx.x) * 3) + 1) & 3))] = condval_1;
      int cse_v19 = (((((int)threadIdx.x) * 3) + 2) & 3);
      int cse_v26 = ((((((int)threadIdx.x) & 7) * 3) + 2) >> 2);
      int cse_v27 = (((((int)blockIdx.x) % 28) * 2) + (((((int)threadIdx.x) * 3) + 2) & 3));
      int cse_v29 = ((((((int)blockIdx.x) % 392) / 28) * 4) + ((((((int)threadIdx.x) & 7) * 3) + 2) >> 2));
      float condval_2;
      if ((((1 <= ((((((int)blockIdx.x) % 392) / 28) * 4) + ((((((int)threadIdx.x) & 7) * 3) + 2) >> 2))) && (((((((int)blockIdx.x) % 392) / 28) * 4) + ((((((int)threadIdx.x) & 7) * 3) + 2) >> 2)) < 57)) && (1 <= (((((int)blockIdx.x) % 28) * 2) + (((((int)threadIdx.x) * 3) + 2) & 3)))) && ((((((int)blockIdx.x) % 28) * 2) + (((((int)threadIdx.x) * 3) + 2) & 3)) < 57)) {
        condval_2 = A_ptr[(((((((rc_0 * 12544) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + (((((((int)threadIdx.x) & 7) * 3) + 2) >> 2) * 56)) + ((((int)blockIdx.x) % 28) * 2)) + (((((int)threadIdx.x) * 3) + 2) & 3)) - 57)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (((((((int)threadIdx.x) & 7) * 3) + 2) >> 2) * 4)) + (((((int)threadIdx.x) * 3) + 2) & 3))] = condval_2;
    }
    int cse_v4 = (rc_0 * 36);
    int cse_v5 = (((int)threadIdx.x) * 4);
    int cse_v13 = ((((int)blockIdx.x) / 392) * 18432);
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 392) * 18432) + ((((int)threadIdx.x) / 9) * 576)) + (rc_0 * 36)) + ((((int)threadIdx.x) % 9) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 392) * 18432) + (((((int)threadIdx.x) + 64) / 9) * 576)) + (rc_0 * 36)) + (((((int)threadIdx.x) * 4) + 4) % 36)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 392) * 18432) + (((((int)threadIdx.x) + 128) / 9) * 576)) + (rc_0 * 36)) + (((((int)threadIdx.x) * 4) + 8) % 36)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 392) * 18432) + (((((int)threadIdx.x) + 192) / 9) * 576)) + (rc_0 * 36)) + (((((int)threadIdx.x) * 4) + 12) % 36)));
    if (((int)threadIdx.x) < 32) {
      *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 392) * 18432) + (((((int)threadIdx.x) + 256) / 9) * 576)) + (rc_0 * 36)) + (((((int)threadIdx.x) * 4) + 16) % 36)));
    }
    __syncthreads();
    for (int y_3 = 0; y_3 < 4; ++y_3) {
      for (int rc_2 = 0; rc_2 < 4; ++rc_2) {
        int cse_v20 = (((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1));
        int cse_v21 = (((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[(((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1))] * B_shared_ptr[(((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9))]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 1)]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 2)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 2)]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 4)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 3)]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 5)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 4)]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 6)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 5)]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 8)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 6)]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 9)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 7)]));
        conv2d_nchw_local_ptr[y_3] = (conv2d_nchw_local_ptr[y_3] + (pad_temp_shared_ptr[((((rc_2 * 24) + (y_3 * 4)) + (((int)threadIdx.x) & 1)) + 10)] * B_shared_ptr[((((((int)threadIdx.x) >> 1) * 36) + (rc_2 * 9)) + 8)]));
      }
    }
  }
  int cse_v30 = ((((((((int)blockIdx.x) / 392) * 100352) + ((((int)threadIdx.x) >> 1) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + ((((int)blockIdx.x) % 28) * 2)) + (((int)threadIdx.x) & 1));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 392) * 100352) + ((((int)threadIdx.x) >> 1) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + ((((int)blockIdx.x) % 28) * 2)) + (((int)threadIdx.x) & 1))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 392) * 100352) + ((((int)threadIdx.x) >> 1) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + ((((int)blockIdx.x) % 28) * 2)) + (((int)threadIdx.x) & 1)) + 56)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 392) * 100352) + ((((int)threadIdx.x) >> 1) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + ((((int)blockIdx.x) % 28) * 2)) + (((int)threadIdx.x) & 1)) + 112)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 392) * 100352) + ((((int)threadIdx.x) >> 1) * 3136)) + (((((int)blockIdx.x) % 392) / 28) * 224)) + ((((int)blockIdx.x) % 28) * 2)) + (((int)threadIdx.x) & 1)) + 168)] = conv2d_nchw_local_ptr[3];
}

