
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
extern "C" __global__ void __launch_bounds__(512) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(512) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_rf_local_ptr[1];
  __shared__ alignas(64) float red_buf0_ptr[512];
  C_rf_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) * 32);
  int cse_v2 = (((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[((int)threadIdx.y)] * B_ptr[(((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x))]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 16)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 36864)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 32)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 73728)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 48)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 110592)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 64)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 147456)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 80)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 184320)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 96)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 221184)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 112)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 258048)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 128)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 294912)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 144)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 331776)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 160)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 368640)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 176)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 405504)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 192)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 442368)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 208)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 479232)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 224)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 516096)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 240)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 552960)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 256)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 589824)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 272)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 626688)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 288)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 663552)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 304)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 700416)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 320)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 737280)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 336)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 774144)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 352)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 811008)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 368)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 847872)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 384)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 884736)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 400)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 921600)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 416)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 958464)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 432)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 995328)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 448)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1032192)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 464)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1069056)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 480)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1105920)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 496)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1142784)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 512)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1179648)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 528)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1216512)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 544)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1253376)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 560)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1290240)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 576)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1327104)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 592)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1363968)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 608)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1400832)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 624)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1437696)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 640)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1474560)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 656)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1511424)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 672)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1548288)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 688)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1585152)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 704)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1622016)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 720)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1658880)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 736)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1695744)]));
  C_rf_local_ptr[0] = (C_rf_local_ptr[0] + (A_ptr[(((int)threadIdx.y) + 752)] * B_ptr[((((((int)threadIdx.y) * 2304) + (((int)blockIdx.x) * 32)) + ((int)threadIdx.x)) + 1732608)]));
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
      C_ptr[((((int)blockIdx.x) * 32) + ((int)threadIdx.x))] = ((volatile float*)red_buf0_ptr)[(((int)threadIdx.x) * 16)];
    }
  }
}

