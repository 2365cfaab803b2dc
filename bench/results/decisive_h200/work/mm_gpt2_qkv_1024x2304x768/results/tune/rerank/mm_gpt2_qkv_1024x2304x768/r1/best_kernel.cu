
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
extern "C" __global__ void __launch_bounds__(576) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(576) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[32];
  __shared__ alignas(64) float A_shared_ptr[9216];
  __shared__ alignas(64) float B_shared_ptr[2592];
  for (int j_3_init = 0; j_3_init < 2; ++j_3_init) {
    int cse_v1 = (j_3_init * 2);
    C_local_ptr[(j_3_init * 2)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 8)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 16)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 24)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 1)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 9)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 17)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 25)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 4)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 12)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 20)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 28)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 5)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 13)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 21)] = 0x0p+0f/*0.000000e+00*/;
    C_local_ptr[((j_3_init * 2) + 29)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)blockIdx.x) >> 5);
  int cse_v3 = (((int)threadIdx.x) * 4);
  int cse_v4 = (((int)threadIdx.x) * 2);
  int cse_v11 = ((((int)threadIdx.x) % 3) * 4);
  int cse_v12 = ((((int)threadIdx.x) / 36) * 2304);
  int cse_v13 = ((((int)blockIdx.x) & 31) * 72);
  int cse_v14 = ((((int)threadIdx.x) % 36) * 2);
  int cse_v63 = (((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768));
  int cse_v66 = ((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + ((((int)threadIdx.x) % 3) * 4));
  int cse_v67 = ((((((int)threadIdx.x) / 36) * 2304) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 36) * 2));
  *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + ((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + ((((int)threadIdx.x) % 3) * 4)));
  if (((int)threadIdx.x) < 192) {
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + ((((int)threadIdx.x) % 3) * 4)) + 147456));
  }
  if (((int)threadIdx.x) < 432) {
    *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) / 36) * 2304) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 36) * 2)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + ((((int)threadIdx.x) % 3) * 4)) + 12));
  if (((int)threadIdx.x) < 192) {
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 5376)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + ((((int)threadIdx.x) % 3) * 4)) + 147468));
  }
  if (((int)threadIdx.x) < 432) {
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 864)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) / 36) * 2304) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 36) * 2)) + 27648));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) / 18);
  int cse_v16 = ((((int)threadIdx.x) / 18) * 24);
  int cse_v17 = ((((int)threadIdx.x) % 18) * 4);
  for (int k_0_fused = 0; k_0_fused < 62; ++k_0_fused) {
    int cse_v15 = ((k_0_fused + 2) % 3);
    int cse_v68 = ((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 4));
    int cse_v87 = (((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + (k_0_fused * 12)) + ((((int)threadIdx.x) % 3) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + ((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 4))) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + (k_0_fused * 12)) + ((((int)threadIdx.x) % 3) * 4)) + 24));
    if (((int)threadIdx.x) < 192) {
      *(float4*)(A_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 4)) + 2304)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 5) * 196608) + ((((int)threadIdx.x) / 3) * 768)) + (k_0_fused * 12)) + ((((int)threadIdx.x) % 3) * 4)) + 147480));
    }
    if (((int)threadIdx.x) < 432) {
      *(float2*)(B_shared_ptr + ((((k_0_fused + 2) % 3) * 864) + (((int)threadIdx.x) * 2))) = *(float2*)(B_ptr + (((((k_0_fused * 27648) + ((((int)threadIdx.x) / 36) * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 36) * 2)) + 55296));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int k_1 = 0; k_1 < 12; ++k_1) {
      for (int j_3 = 0; j_3 < 2; ++j_3) {
        int cse_v5 = (j_3 * 2);
        int cse_v6 = (k_0_fused % 3);
        int cse_v69 = ((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1);
        int cse_v88 = (((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2));
        C_local_ptr[(j_3 * 2)] = (C_local_ptr[(j_3 * 2)] + (A_shared_ptr[((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v18 = ((j_3 * 2) + 8);
        int cse_v89 = (((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 768);
        C_local_ptr[((j_3 * 2) + 8)] = (C_local_ptr[((j_3 * 2) + 8)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 768)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v19 = ((j_3 * 2) + 16);
        int cse_v90 = (((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 1536);
        C_local_ptr[((j_3 * 2) + 16)] = (C_local_ptr[((j_3 * 2) + 16)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 1536)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v20 = ((j_3 * 2) + 24);
        int cse_v91 = (((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 2304);
        C_local_ptr[((j_3 * 2) + 24)] = (C_local_ptr[((j_3 * 2) + 24)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 2304)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v21 = ((j_3 * 2) + 1);
        int cse_v99 = ((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1);
        C_local_ptr[((j_3 * 2) + 1)] = (C_local_ptr[((j_3 * 2) + 1)] + (A_shared_ptr[((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
        int cse_v22 = ((j_3 * 2) + 9);
        C_local_ptr[((j_3 * 2) + 9)] = (C_local_ptr[((j_3 * 2) + 9)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 768)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
        int cse_v23 = ((j_3 * 2) + 17);
        C_local_ptr[((j_3 * 2) + 17)] = (C_local_ptr[((j_3 * 2) + 17)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 1536)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
        int cse_v24 = ((j_3 * 2) + 25);
        C_local_ptr[((j_3 * 2) + 25)] = (C_local_ptr[((j_3 * 2) + 25)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 2304)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
        int cse_v25 = ((j_3 * 2) + 4);
        int cse_v92 = (((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 12);
        C_local_ptr[((j_3 * 2) + 4)] = (C_local_ptr[((j_3 * 2) + 4)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 12)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v26 = ((j_3 * 2) + 12);
        int cse_v93 = (((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 780);
        C_local_ptr[((j_3 * 2) + 12)] = (C_local_ptr[((j_3 * 2) + 12)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 780)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v27 = ((j_3 * 2) + 20);
        int cse_v94 = (((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 1548);
        C_local_ptr[((j_3 * 2) + 20)] = (C_local_ptr[((j_3 * 2) + 20)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 1548)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v28 = ((j_3 * 2) + 28);
        int cse_v95 = (((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 2316);
        C_local_ptr[((j_3 * 2) + 28)] = (C_local_ptr[((j_3 * 2) + 28)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 2316)] * B_shared_ptr[(((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2))]));
        int cse_v29 = ((j_3 * 2) + 5);
        C_local_ptr[((j_3 * 2) + 5)] = (C_local_ptr[((j_3 * 2) + 5)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 12)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
        int cse_v30 = ((j_3 * 2) + 13);
        C_local_ptr[((j_3 * 2) + 13)] = (C_local_ptr[((j_3 * 2) + 13)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 780)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
        int cse_v31 = ((j_3 * 2) + 21);
        C_local_ptr[((j_3 * 2) + 21)] = (C_local_ptr[((j_3 * 2) + 21)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 1548)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
        int cse_v32 = ((j_3 * 2) + 29);
        C_local_ptr[((j_3 * 2) + 29)] = (C_local_ptr[((j_3 * 2) + 29)] + (A_shared_ptr[(((((k_0_fused % 3) * 3072) + ((((int)threadIdx.x) / 18) * 24)) + k_1) + 2316)] * B_shared_ptr[((((((k_0_fused % 3) * 864) + (k_1 * 72)) + ((((int)threadIdx.x) % 18) * 4)) + (j_3 * 2)) + 1)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int k_1_1 = 0; k_1_1 < 12; ++k_1_1) {
    for (int j_3_1 = 0; j_3_1 < 2; ++j_3_1) {
      int cse_v8 = (j_3_1 * 2);
      int cse_v64 = (((((int)threadIdx.x) / 18) * 24) + k_1_1);
      int cse_v70 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6144);
      int cse_v71 = (((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2));
      int cse_v96 = ((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728);
      C_local_ptr[(j_3_1 * 2)] = (C_local_ptr[(j_3_1 * 2)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6144)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v33 = ((j_3_1 * 2) + 8);
      int cse_v72 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6912);
      C_local_ptr[((j_3_1 * 2) + 8)] = (C_local_ptr[((j_3_1 * 2) + 8)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6912)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v34 = ((j_3_1 * 2) + 16);
      int cse_v73 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 7680);
      C_local_ptr[((j_3_1 * 2) + 16)] = (C_local_ptr[((j_3_1 * 2) + 16)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 7680)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v35 = ((j_3_1 * 2) + 24);
      int cse_v74 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 8448);
      C_local_ptr[((j_3_1 * 2) + 24)] = (C_local_ptr[((j_3_1 * 2) + 24)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 8448)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v36 = ((j_3_1 * 2) + 1);
      int cse_v97 = ((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729);
      C_local_ptr[((j_3_1 * 2) + 1)] = (C_local_ptr[((j_3_1 * 2) + 1)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6144)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
      int cse_v37 = ((j_3_1 * 2) + 9);
      C_local_ptr[((j_3_1 * 2) + 9)] = (C_local_ptr[((j_3_1 * 2) + 9)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6912)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
      int cse_v38 = ((j_3_1 * 2) + 17);
      C_local_ptr[((j_3_1 * 2) + 17)] = (C_local_ptr[((j_3_1 * 2) + 17)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 7680)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
      int cse_v39 = ((j_3_1 * 2) + 25);
      C_local_ptr[((j_3_1 * 2) + 25)] = (C_local_ptr[((j_3_1 * 2) + 25)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 8448)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
      int cse_v40 = ((j_3_1 * 2) + 4);
      int cse_v75 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6156);
      C_local_ptr[((j_3_1 * 2) + 4)] = (C_local_ptr[((j_3_1 * 2) + 4)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6156)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v41 = ((j_3_1 * 2) + 12);
      int cse_v76 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6924);
      C_local_ptr[((j_3_1 * 2) + 12)] = (C_local_ptr[((j_3_1 * 2) + 12)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6924)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v42 = ((j_3_1 * 2) + 20);
      int cse_v77 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 7692);
      C_local_ptr[((j_3_1 * 2) + 20)] = (C_local_ptr[((j_3_1 * 2) + 20)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 7692)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v43 = ((j_3_1 * 2) + 28);
      int cse_v78 = ((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 8460);
      C_local_ptr[((j_3_1 * 2) + 28)] = (C_local_ptr[((j_3_1 * 2) + 28)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 8460)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1728)]));
      int cse_v44 = ((j_3_1 * 2) + 5);
      C_local_ptr[((j_3_1 * 2) + 5)] = (C_local_ptr[((j_3_1 * 2) + 5)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6156)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
      int cse_v45 = ((j_3_1 * 2) + 13);
      C_local_ptr[((j_3_1 * 2) + 13)] = (C_local_ptr[((j_3_1 * 2) + 13)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 6924)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
      int cse_v46 = ((j_3_1 * 2) + 21);
      C_local_ptr[((j_3_1 * 2) + 21)] = (C_local_ptr[((j_3_1 * 2) + 21)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 7692)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
      int cse_v47 = ((j_3_1 * 2) + 29);
      C_local_ptr[((j_3_1 * 2) + 29)] = (C_local_ptr[((j_3_1 * 2) + 29)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_1) + 8460)] * B_shared_ptr[((((k_1_1 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_1 * 2)) + 1729)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int k_1_2 = 0; k_1_2 < 12; ++k_1_2) {
    for (int j_3_2 = 0; j_3_2 < 2; ++j_3_2) {
      int cse_v9 = (j_3_2 * 2);
      int cse_v65 = (((((int)threadIdx.x) / 18) * 24) + k_1_2);
      int cse_v79 = (((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2));
      C_local_ptr[(j_3_2 * 2)] = (C_local_ptr[(j_3_2 * 2)] + (A_shared_ptr[(((((int)threadIdx.x) / 18) * 24) + k_1_2)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v48 = ((j_3_2 * 2) + 8);
      int cse_v80 = ((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 768);
      C_local_ptr[((j_3_2 * 2) + 8)] = (C_local_ptr[((j_3_2 * 2) + 8)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 768)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v49 = ((j_3_2 * 2) + 16);
      int cse_v81 = ((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 1536);
      C_local_ptr[((j_3_2 * 2) + 16)] = (C_local_ptr[((j_3_2 * 2) + 16)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 1536)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v50 = ((j_3_2 * 2) + 24);
      int cse_v82 = ((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 2304);
      C_local_ptr[((j_3_2 * 2) + 24)] = (C_local_ptr[((j_3_2 * 2) + 24)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 2304)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v51 = ((j_3_2 * 2) + 1);
      int cse_v98 = ((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1);
      C_local_ptr[((j_3_2 * 2) + 1)] = (C_local_ptr[((j_3_2 * 2) + 1)] + (A_shared_ptr[(((((int)threadIdx.x) / 18) * 24) + k_1_2)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
      int cse_v52 = ((j_3_2 * 2) + 9);
      C_local_ptr[((j_3_2 * 2) + 9)] = (C_local_ptr[((j_3_2 * 2) + 9)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 768)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
      int cse_v53 = ((j_3_2 * 2) + 17);
      C_local_ptr[((j_3_2 * 2) + 17)] = (C_local_ptr[((j_3_2 * 2) + 17)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 1536)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
      int cse_v54 = ((j_3_2 * 2) + 25);
      C_local_ptr[((j_3_2 * 2) + 25)] = (C_local_ptr[((j_3_2 * 2) + 25)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 2304)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
      int cse_v55 = ((j_3_2 * 2) + 4);
      int cse_v83 = ((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 12);
      C_local_ptr[((j_3_2 * 2) + 4)] = (C_local_ptr[((j_3_2 * 2) + 4)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 12)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v56 = ((j_3_2 * 2) + 12);
      int cse_v84 = ((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 780);
      C_local_ptr[((j_3_2 * 2) + 12)] = (C_local_ptr[((j_3_2 * 2) + 12)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 780)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v57 = ((j_3_2 * 2) + 20);
      int cse_v85 = ((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 1548);
      C_local_ptr[((j_3_2 * 2) + 20)] = (C_local_ptr[((j_3_2 * 2) + 20)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 1548)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v58 = ((j_3_2 * 2) + 28);
      int cse_v86 = ((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 2316);
      C_local_ptr[((j_3_2 * 2) + 28)] = (C_local_ptr[((j_3_2 * 2) + 28)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 2316)] * B_shared_ptr[(((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2))]));
      int cse_v59 = ((j_3_2 * 2) + 5);
      C_local_ptr[((j_3_2 * 2) + 5)] = (C_local_ptr[((j_3_2 * 2) + 5)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 12)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
      int cse_v60 = ((j_3_2 * 2) + 13);
      C_local_ptr[((j_3_2 * 2) + 13)] = (C_local_ptr[((j_3_2 * 2) + 13)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 780)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
      int cse_v61 = ((j_3_2 * 2) + 21);
      C_local_ptr[((j_3_2 * 2) + 21)] = (C_local_ptr[((j_3_2 * 2) + 21)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 1548)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
      int cse_v62 = ((j_3_2 * 2) + 29);
      C_local_ptr[((j_3_2 * 2) + 29)] = (C_local_ptr[((j_3_2 * 2) + 29)] + (A_shared_ptr[((((((int)threadIdx.x) / 18) * 24) + k_1_2) + 2316)] * B_shared_ptr[((((k_1_2 * 72) + ((((int)threadIdx.x) % 18) * 4)) + (j_3_2 * 2)) + 1)]));
    }
  }
  for (int ax0 = 0; ax0 < 2; ++ax0) {
    int cse_v10 = (ax0 * 4);
    int cse_v100 = ((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4));
    C_ptr[((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4))] = C_local_ptr[(ax0 * 4)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 147456)] = C_local_ptr[((ax0 * 4) + 8)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 294912)] = C_local_ptr[((ax0 * 4) + 16)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 442368)] = C_local_ptr[((ax0 * 4) + 24)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 1)] = C_local_ptr[((ax0 * 4) + 1)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 147457)] = C_local_ptr[((ax0 * 4) + 9)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 294913)] = C_local_ptr[((ax0 * 4) + 17)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 442369)] = C_local_ptr[((ax0 * 4) + 25)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 2)] = C_local_ptr[((ax0 * 4) + 2)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 147458)] = C_local_ptr[((ax0 * 4) + 10)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 294914)] = C_local_ptr[((ax0 * 4) + 18)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 442370)] = C_local_ptr[((ax0 * 4) + 26)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 3)] = C_local_ptr[((ax0 * 4) + 3)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 147459)] = C_local_ptr[((ax0 * 4) + 11)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 294915)] = C_local_ptr[((ax0 * 4) + 19)];
    C_ptr[(((((((((int)blockIdx.x) >> 5) * 589824) + ((((int)threadIdx.x) / 18) * 4608)) + (ax0 * 2304)) + ((((int)blockIdx.x) & 31) * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 442371)] = C_local_ptr[((ax0 * 4) + 27)];
  }
}

