
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
  alignas(64) float C_rf_local_ptr[2];
  __shared__ alignas(64) float red_buf0_ptr[256];
  *(float2*)(C_rf_local_ptr + 0) = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  int cse_v1 = (((int)blockIdx.x) * 32);
  int cse_v2 = (((int)threadIdx.x) * 2);
  for (int k_0 = 0; k_0 < 48; ++k_0) {
    float2 __1;
      float2 v_ = *(float2*)(C_rf_local_ptr + 0);
      float2 __2;
        float2 v__1 = make_float2(A_ptr[((k_0 * 16) + ((int)threadIdx.y))], A_ptr[((k_0 * 16) + ((int)threadIdx.y))]);
        float2 v__2 = *(float2*)(B_ptr + ((((k_0 * 36864) + (((int)threadIdx.y) * 2304)) + (((int)blockIdx.x) * 32)) + (((int)threadIdx.x) * 2)));
        __2.x = (v__1.x*v__2.x);
        __2.y = (v__1.y*v__2.y);
      __1.x = (v_.x+__2.x);
      __1.y = (v_.y+__2.y);
    *(float2*)(C_rf_local_ptr + 0) = __1;
  }
  for (int ax2_1 = 0; ax2_1 < 2; ++ax2_1) {
    __syncthreads();
    ((volatile float*)red_buf0_ptr)[((((int)threadIdx.x) * 16) + ((int)threadIdx.y))] = C_rf_local_ptr[ax2_1];
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
      C_ptr[(((((int)blockIdx.x) * 32) + (((int)threadIdx.x) * 2)) + ax2_1)] = ((volatile float*)red_buf0_ptr)[(((int)threadIdx.x) * 16)];
    }
  }
}

