
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
  alignas(64) float C_local_ptr[48];
  __shared__ alignas(64) float A_shared_ptr[6144];
  __shared__ alignas(64) float B_shared_ptr[4608];
  for (int j_4_init = 0; j_4_init < 6; ++j_4_init) {
    C_local_ptr[j_4_init] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[(j_4_init + 6)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[(j_4_init + 12)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[(j_4_init + 18)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[(j_4_init + 24)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[(j_4_init + 30)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[(j_4_init + 36)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[(j_4_init + 42)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v1 = (((int)blockIdx.x) >> 5);
  int cse_v8 = (((int)threadIdx.x) >> 4);
  int cse_v22 = ((((int)blockIdx.x) & 31) * 96);
  int cse_v23 = ((((int)threadIdx.x) & 15) * 6);
  for (int k_0 = 0; k_0 < 16; ++k_0) {
    int cse_v2 = (k_0 * 48);
    int cse_v3 = (((int)threadIdx.x) * 4);
    int cse_v16 = ((((int)blockIdx.x) >> 5) * 98304);
    int cse_v29 = (((((((int)blockIdx.x) >> 5) * 98304) + ((((int)threadIdx.x) / 12) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 12) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 98304) + ((((int)threadIdx.x) / 12) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 12) * 4)));
    int cse_v4 = (((int)threadIdx.x) + 256);
    int cse_v17 = ((((int)threadIdx.x) * 4) + 1024);
    int cse_v24 = (((((int)threadIdx.x) * 4) + 16) % 48);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 98304) + (((((int)threadIdx.x) + 256) / 12) * 768)) + (k_0 * 48)) + (((((int)threadIdx.x) * 4) + 16) % 48)));
    int cse_v5 = (((int)threadIdx.x) + 512);
    int cse_v18 = ((((int)threadIdx.x) * 4) + 32);
    int cse_v19 = ((((int)threadIdx.x) * 4) + 2048);
    int cse_v25 = (((((int)threadIdx.x) * 4) + 32) % 48);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 98304) + (((((int)threadIdx.x) + 512) / 12) * 768)) + (k_0 * 48)) + (((((int)threadIdx.x) * 4) + 32) % 48)));
    int cse_v20 = ((((int)threadIdx.x) * 4) + 3072);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 5) * 98304) + ((((int)threadIdx.x) / 12) * 768)) + (k_0 * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 49152));
    int cse_v6 = (((int)threadIdx.x) + 1024);
    int cse_v21 = ((((int)threadIdx.x) * 4) + 4096);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 4096)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 98304) + (((((int)threadIdx.x) + 1024) / 12) * 768)) + (k_0 * 48)) + (((((int)threadIdx.x) * 4) + 16) % 48)));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 5120)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 98304) + (((((int)threadIdx.x) + 1280) / 12) * 768)) + (k_0 * 48)) + (((((int)threadIdx.x) * 4) + 32) % 48)));
    int cse_v7 = (k_0 * 147456);
    int cse_v30 = ((((k_0 * 147456) + ((((int)threadIdx.x) / 24) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) % 24) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((k_0 * 147456) + ((((int)threadIdx.x) / 24) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) % 24) * 4)));
    int cse_v26 = (((((int)threadIdx.x) * 4) + 64) % 96);
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + ((((k_0 * 147456) + (((((int)threadIdx.x) + 256) / 24) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + (((((int)threadIdx.x) * 4) + 64) % 96)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(B_ptr + ((((k_0 * 147456) + (((((int)threadIdx.x) + 512) / 24) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + (((((int)threadIdx.x) * 4) + 32) % 96)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(B_ptr + (((((k_0 * 147456) + ((((int)threadIdx.x) / 24) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 98304));
    if (((int)threadIdx.x) < 128) {
      *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 4096)) = *(float4*)(B_ptr + ((((k_0 * 147456) + (((((int)threadIdx.x) + 1024) / 24) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + (((((int)threadIdx.x) * 4) + 64) % 96)));
    }
    __syncthreads();
    for (int k_2 = 0; k_2 < 48; ++k_2) {
      for (int j_4 = 0; j_4 < 6; ++j_4) {
        int cse_v27 = (((((int)threadIdx.x) >> 4) * 48) + k_2);
        int cse_v28 = (((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4);
        C_local_ptr[j_4] = (C_local_ptr[j_4] + (A_shared_ptr[(((((int)threadIdx.x) >> 4) * 48) + k_2)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
        int cse_v9 = (j_4 + 6);
        C_local_ptr[(j_4 + 6)] = (C_local_ptr[(j_4 + 6)] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 48) + k_2) + 768)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
        int cse_v10 = (j_4 + 12);
        C_local_ptr[(j_4 + 12)] = (C_local_ptr[(j_4 + 12)] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 48) + k_2) + 1536)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
        int cse_v11 = (j_4 + 18);
        C_local_ptr[(j_4 + 18)] = (C_local_ptr[(j_4 + 18)] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 48) + k_2) + 2304)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
        int cse_v12 = (j_4 + 24);
        C_local_ptr[(j_4 + 24)] = (C_local_ptr[(j_4 + 24)] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 48) + k_2) + 3072)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
        int cse_v13 = (j_4 + 30);
        C_local_ptr[(j_4 + 30)] = (C_local_ptr[(j_4 + 30)] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 48) + k_2) + 3840)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
        int cse_v14 = (j_4 + 36);
        C_local_ptr[(j_4 + 36)] = (C_local_ptr[(j_4 + 36)] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 48) + k_2) + 4608)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
        int cse_v15 = (j_4 + 42);
        C_local_ptr[(j_4 + 42)] = (C_local_ptr[(j_4 + 42)] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 48) + k_2) + 5376)] * B_shared_ptr[(((k_2 * 96) + ((((int)threadIdx.x) & 15) * 6)) + j_4)]));
      }
    }
  }
  for (int ax1 = 0; ax1 < 6; ++ax1) {
    int cse_v31 = ((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1);
    C_ptr[((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1)] = C_local_ptr[ax1];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1) + 49152)] = C_local_ptr[(ax1 + 6)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1) + 98304)] = C_local_ptr[(ax1 + 12)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1) + 147456)] = C_local_ptr[(ax1 + 18)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1) + 196608)] = C_local_ptr[(ax1 + 24)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1) + 245760)] = C_local_ptr[(ax1 + 30)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1) + 294912)] = C_local_ptr[(ax1 + 36)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 393216) + ((((int)threadIdx.x) >> 4) * 3072)) + ((((int)blockIdx.x) & 31) * 96)) + ((((int)threadIdx.x) & 15) * 6)) + ax1) + 344064)] = C_local_ptr[(ax1 + 42)];
  }
}

