
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
extern "C" __global__ void __launch_bounds__(192) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(192) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[16];
  __shared__ alignas(64) float A_shared_ptr[3072];
  __shared__ alignas(64) float B_shared_ptr[9216];
  for (int i_3_init = 0; i_3_init < 8; ++i_3_init) {
    for (int j_3_init = 0; j_3_init < 2; ++j_3_init) {
      C_local_ptr[((i_3_init * 2) + j_3_init)] = 0x0p+0f/*0.000000e+00*/;
    }
  }
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v4 = (((int)threadIdx.x) / 48);
  int cse_v5 = ((((int)blockIdx.x) & 7) * 96);
  int cse_v7 = ((((int)threadIdx.x) % 48) * 2);
  for (int k_0 = 0; k_0 < 32; ++k_0) {
    int cse_v2 = (((int)threadIdx.x) / 96);
    int cse_v3 = (((int)threadIdx.x) % 96);
    __syncthreads();
    for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 16; ++ax0_ax1_fused_0) {
      A_shared_ptr[((ax0_ax1_fused_0 * 192) + ((int)threadIdx.x))] = A_ptr[((((((((int)blockIdx.x) >> 3) * 98304) + (ax0_ax1_fused_0 * 6144)) + ((((int)threadIdx.x) / 96) * 3072)) + (k_0 * 96)) + (((int)threadIdx.x) % 96))];
    }
    for (int ax0_ax1_fused_0_1 = 0; ax0_ax1_fused_0_1 < 48; ++ax0_ax1_fused_0_1) {
      B_shared_ptr[((ax0_ax1_fused_0_1 * 192) + ((int)threadIdx.x))] = B_ptr[(((((k_0 * 73728) + (ax0_ax1_fused_0_1 * 1536)) + ((((int)threadIdx.x) / 96) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + (((int)threadIdx.x) % 96))];
    }
    __syncthreads();
    for (int k_1 = 0; k_1 < 6; ++k_1) {
      for (int i_3 = 0; i_3 < 8; ++i_3) {
        for (int j_3 = 0; j_3 < 2; ++j_3) {
          for (int k_2 = 0; k_2 < 16; ++k_2) {
            int cse_v6 = ((i_3 * 2) + j_3);
            C_local_ptr[((i_3 * 2) + j_3)] = (C_local_ptr[((i_3 * 2) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + k_2)] * B_shared_ptr[((((k_1 * 1536) + (k_2 * 96)) + ((((int)threadIdx.x) % 48) * 2)) + j_3)]));
          }
        }
      }
    }
  }
  for (int ax0 = 0; ax0 < 8; ++ax0) {
    for (int ax1 = 0; ax1 < 2; ++ax1) {
      C_ptr[(((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + (ax0 * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + ax1)] = C_local_ptr[((ax0 * 2) + ax1)];
    }
  }
}

