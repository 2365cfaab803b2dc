
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
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[36];
  __shared__ alignas(64) float A_shared_ptr[8192];
  __shared__ alignas(64) float B_shared_ptr[1152];
  for (int i_3_init = 0; i_3_init < 2; ++i_3_init) {
    for (int j_4_init = 0; j_4_init < 3; ++j_4_init) {
      int cse_v6 = ((i_3_init * 3) + j_4_init);
      C_local_ptr[((i_3_init * 3) + j_4_init)] = 0x0p+0f/*0.000000e+00*/;
      C_local_ptr[(((i_3_init * 3) + j_4_init) + 6)] = 0x0p+0f/*0.000000e+00*/;
      C_local_ptr[(((i_3_init * 3) + j_4_init) + 12)] = 0x0p+0f/*0.000000e+00*/;
      C_local_ptr[(((i_3_init * 3) + j_4_init) + 18)] = 0x0p+0f/*0.000000e+00*/;
      C_local_ptr[(((i_3_init * 3) + j_4_init) + 24)] = 0x0p+0f/*0.000000e+00*/;
      C_local_ptr[(((i_3_init * 3) + j_4_init) + 30)] = 0x0p+0f/*0.000000e+00*/;
    }
  }
  int cse_v1 = (((int)blockIdx.x) >> 6);
  int cse_v5 = (((int)threadIdx.x) >> 2);
  int cse_v7 = ((((int)blockIdx.x) & 63) * 36);
  int cse_v9 = ((((int)threadIdx.x) & 3) * 3);
  for (int k_0 = 0; k_0 < 24; ++k_0) {
    int cse_v2 = (((int)threadIdx.x) * 4);
    int cse_v18 = (((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 24576));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 49152));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 73728));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 4096)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 98304));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 5120)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 122880));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 6144)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 147456));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 7168)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 6) * 196608) + ((((int)threadIdx.x) >> 3) * 768)) + (k_0 * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 172032));
    int cse_v3 = (k_0 * 73728);
    int cse_v4 = (((int)threadIdx.x) * 2);
    *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + ((((k_0 * 73728) + ((((int)threadIdx.x) / 18) * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) % 18) * 2)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(B_ptr + ((((k_0 * 73728) + (((((int)threadIdx.x) + 256) / 18) * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + (((((int)threadIdx.x) * 2) + 8) % 36)));
    if (((int)threadIdx.x) < 64) {
      *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(B_ptr + ((((k_0 * 73728) + (((((int)threadIdx.x) + 512) / 18) * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + (((((int)threadIdx.x) * 2) + 16) % 36)));
    }
    __syncthreads();
    for (int k_1 = 0; k_1 < 32; ++k_1) {
      for (int i_3 = 0; i_3 < 2; ++i_3) {
        for (int j_4 = 0; j_4 < 3; ++j_4) {
          int cse_v8 = ((i_3 * 3) + j_4);
          int cse_v16 = ((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1);
          int cse_v17 = (((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4);
          C_local_ptr[((i_3 * 3) + j_4)] = (C_local_ptr[((i_3 * 3) + j_4)] + (A_shared_ptr[((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1)] * B_shared_ptr[(((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4)]));
          int cse_v11 = (((i_3 * 3) + j_4) + 6);
          int cse_v19 = ((((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4) + 12);
          C_local_ptr[(((i_3 * 3) + j_4) + 6)] = (C_local_ptr[(((i_3 * 3) + j_4) + 6)] + (A_shared_ptr[((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1)] * B_shared_ptr[((((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4) + 12)]));
          int cse_v12 = (((i_3 * 3) + j_4) + 12);
          int cse_v20 = ((((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4) + 24);
          C_local_ptr[(((i_3 * 3) + j_4) + 12)] = (C_local_ptr[(((i_3 * 3) + j_4) + 12)] + (A_shared_ptr[((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1)] * B_shared_ptr[((((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4) + 24)]));
          int cse_v13 = (((i_3 * 3) + j_4) + 18);
          int cse_v21 = (((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1) + 4096);
          C_local_ptr[(((i_3 * 3) + j_4) + 18)] = (C_local_ptr[(((i_3 * 3) + j_4) + 18)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1) + 4096)] * B_shared_ptr[(((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4)]));
          int cse_v14 = (((i_3 * 3) + j_4) + 24);
          C_local_ptr[(((i_3 * 3) + j_4) + 24)] = (C_local_ptr[(((i_3 * 3) + j_4) + 24)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1) + 4096)] * B_shared_ptr[((((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4) + 12)]));
          int cse_v15 = (((i_3 * 3) + j_4) + 30);
          C_local_ptr[(((i_3 * 3) + j_4) + 30)] = (C_local_ptr[(((i_3 * 3) + j_4) + 30)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 2) * 64) + (i_3 * 32)) + k_1) + 4096)] * B_shared_ptr[((((k_1 * 36) + ((((int)threadIdx.x) & 3) * 3)) + j_4) + 24)]));
        }
      }
    }
  }
  for (int ax0 = 0; ax0 < 2; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      int cse_v10 = ((ax0 * 3) + ax1);
      int cse_v22 = (((((((((int)blockIdx.x) >> 6) * 589824) + ((((int)threadIdx.x) >> 2) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) & 3) * 3)) + ax1);
      C_ptr[(((((((((int)blockIdx.x) >> 6) * 589824) + ((((int)threadIdx.x) >> 2) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) & 3) * 3)) + ax1)] = C_local_ptr[((ax0 * 3) + ax1)];
      C_ptr[((((((((((int)blockIdx.x) >> 6) * 589824) + ((((int)threadIdx.x) >> 2) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) & 3) * 3)) + ax1) + 12)] = C_local_ptr[(((ax0 * 3) + ax1) + 6)];
      C_ptr[((((((((((int)blockIdx.x) >> 6) * 589824) + ((((int)threadIdx.x) >> 2) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) & 3) * 3)) + ax1) + 24)] = C_local_ptr[(((ax0 * 3) + ax1) + 12)];
      C_ptr[((((((((((int)blockIdx.x) >> 6) * 589824) + ((((int)threadIdx.x) >> 2) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) & 3) * 3)) + ax1) + 294912)] = C_local_ptr[(((ax0 * 3) + ax1) + 18)];
      C_ptr[((((((((((int)blockIdx.x) >> 6) * 589824) + ((((int)threadIdx.x) >> 2) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) & 3) * 3)) + ax1) + 294924)] = C_local_ptr[(((ax0 * 3) + ax1) + 24)];
      C_ptr[((((((((((int)blockIdx.x) >> 6) * 589824) + ((((int)threadIdx.x) >> 2) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 63) * 36)) + ((((int)threadIdx.x) & 3) * 3)) + ax1) + 294936)] = C_local_ptr[(((ax0 * 3) + ax1) + 30)];
    }
  }
}

