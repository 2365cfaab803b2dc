
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
  alignas(64) float C_rf_local_ptr[1];
  __shared__ alignas(64) float red_buf0_ptr[256];
  C_rf_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) * 16);
  int cse_v2 = (((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[((int)threadIdx.y)] * B_ptr[(((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x))]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 16)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 49152)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 32)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 98304)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 48)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 147456)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 64)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 196608)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 80)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 245760)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 96)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 294912)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 112)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 344064)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 128)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 393216)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 144)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 442368)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 160)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 491520)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 176)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 540672)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 192)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 589824)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 208)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 638976)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 224)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 688128)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 240)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 737280)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 256)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 786432)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 272)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 835584)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 288)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 884736)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 304)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 933888)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 320)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 983040)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 336)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1032192)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 352)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1081344)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 368)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1130496)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 384)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1179648)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 400)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1228800)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 416)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1277952)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 432)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1327104)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 448)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1376256)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 464)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1425408)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 480)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1474560)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 496)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1523712)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 512)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1572864)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 528)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1622016)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 544)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1671168)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 560)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1720320)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 576)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1769472)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 592)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1818624)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 608)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1867776)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 624)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1916928)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 640)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 1966080)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 656)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 2015232)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 672)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 2064384)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 688)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 2113536)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 704)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 2162688)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 720)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 2211840)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 736)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 2260992)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 752)] * B_ptr[((((((int)threadIdx.y) * 3072) + (((int)blockIdx.x) * 16)) + ((int)threadIdx.x)) + 2310144)]));
  for (int ax2_1 = 0; ax2_1 < 1; ++ax2_1) {
    __syncthreads();
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] = C_rf_local_ptr[0];
    __syncthreads();
    if (((int)threadIdx.y) < 8) {
      ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 16) + ((int)threadIdx.y)) + 8)]);
    }
    __syncthreads();
    if (((int)threadIdx.y) < 4) {
      ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 16) + ((int)threadIdx.y)) + 4)]);
    }
    __syncthreads();
    if (((int)threadIdx.y) < 2) {
      ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 16) + ((int)threadIdx.y)) + 2)]);
    }
    __syncthreads();
    if (((int)threadIdx.y) < 1) {
      ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] = (((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] + ((volatile float*)red_buf0_ptr)[(((((int)threadIdx.x) * 16) + ((int)threadIdx.y)) + 1)]);
    }
    __syncthreads();
    if (((int)threadIdx.y) == 0) {
      C_ptr[((((int)blockIdx.x) * 16) + ((int)threadIdx.x))] = ((volatile float*)red_buf0_ptr)[(((int)threadIdx.x) * 16)];
    }
  }
}

