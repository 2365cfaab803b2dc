
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
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[1];
  __shared__ alignas(64) float A_shared_ptr[144];
  __shared__ alignas(64) float B_shared_ptr[4608];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)blockIdx.x) * 32);
  int cse_v3 = (((int)threadIdx.x) * 4);
  int cse_v5 = ((((int)threadIdx.x) >> 3) * 3072);
  int cse_v6 = ((((int)threadIdx.x) & 7) * 4);
  int cse_v11 = ((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4));
  if (((int)threadIdx.x) < 24) {
    *(float2*)(A_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(A_ptr + (((int)threadIdx.x) * 2));
  }
  *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 128)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 12288));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 24576));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 384)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 36864));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 49152));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 640)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 61440));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 73728));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 896)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 86016));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 98304));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1152)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 110592));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1280)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 122880));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1408)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 135168));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 24) {
    int cse_v7 = ((((int)threadIdx.x) * 2) + 48);
    *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 48)) = *(float2*)(A_ptr + ((((int)threadIdx.x) * 2) + 48));
  }
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 147456));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1664)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 159744));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 172032));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1920)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 184320));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 196608));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2176)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 208896));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 221184));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2432)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 233472));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2560)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 245760));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2688)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 258048));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2816)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 270336));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2944)) = *(float4*)(B_ptr + (((((((int)threadIdx.x) >> 3) * 3072) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 282624));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  for (int k_0_fused = 0; k_0_fused < 14; ++k_0_fused) {
    int cse_v8 = ((k_0_fused + 2) % 3);
    __syncthreads();
    if (((int)threadIdx.x) < 24) {
      *(float2*)(A_shared_ptr + ((((k_0_fused + 2) % 3) * 48) + (((int)threadIdx.x) * 2))) = *(float2*)(A_ptr + (((k_0_fused * 48) + (((int)threadIdx.x) * 2)) + 96));
    }
    int cse_v12 = ((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4));
    int cse_v13 = ((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4));
    *(float4*)(B_shared_ptr + ((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4))) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 294912));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 128)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 307200));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 256)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 319488));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 384)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 331776));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 512)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 344064));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 640)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 356352));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 768)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 368640));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 896)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 380928));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 1024)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 393216));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 1152)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 405504));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 1280)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 417792));
    *(float4*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 1536) + (((int)threadIdx.x) * 4)) + 1408)) = *(float4*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 3) * 3072)) + (((int)blockIdx.x) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 430080));
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    int cse_v4 = (k_0_fused % 3);
    int cse_v9 = ((k_0_fused % 3) * 48);
    int cse_v10 = (((k_0_fused % 3) * 1536) + ((int)threadIdx.x));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((k_0_fused % 3) * 48)] * B_shared_ptr[(((k_0_fused % 3) * 1536) + ((int)threadIdx.x))]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 1)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 32)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 2)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 64)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 3)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 96)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 4)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 128)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 5)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 160)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 6)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 192)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 7)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 224)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 8)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 256)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 9)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 288)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 10)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 320)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 11)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 352)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 12)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 384)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 13)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 416)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 14)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 448)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 15)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 480)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 16)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 512)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 17)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 544)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 18)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 576)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 19)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 608)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 20)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 640)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 21)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 672)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 22)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 704)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 23)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 736)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 24)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 768)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 25)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 800)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 26)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 832)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 27)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 864)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 28)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 896)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 29)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 928)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 30)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 960)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 31)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 992)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 32)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1024)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 33)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1056)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 34)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1088)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 35)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1120)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 36)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1152)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 37)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1184)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 38)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1216)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 39)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1248)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 40)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1280)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 41)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1312)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 42)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1344)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 43)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1376)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 44)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1408)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 45)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1440)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 46)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1472)]));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((k_0_fused % 3) * 48) + 47)] * B_shared_ptr[((((k_0_fused % 3) * 1536) + ((int)threadIdx.x)) + 1504)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[96] * B_shared_ptr[(((int)threadIdx.x) + 3072)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[97] * B_shared_ptr[(((int)threadIdx.x) + 3104)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[98] * B_shared_ptr[(((int)threadIdx.x) + 3136)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[99] * B_shared_ptr[(((int)threadIdx.x) + 3168)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[100] * B_shared_ptr[(((int)threadIdx.x) + 3200)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[101] * B_shared_ptr[(((int)threadIdx.x) + 3232)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[102] * B_shared_ptr[(((int)threadIdx.x) + 3264)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[103] * B_shared_ptr[(((int)threadIdx.x) + 3296)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[104] * B_shared_ptr[(((int)threadIdx.x) + 3328)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[105] * B_shared_ptr[(((int)threadIdx.x) + 3360)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[106] * B_shared_ptr[(((int)threadIdx.x) + 3392)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[107] * B_shared_ptr[(((int)threadIdx.x) + 3424)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[108] * B_shared_ptr[(((int)threadIdx.x) + 3456)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[109] * B_shared_ptr[(((int)threadIdx.x) + 3488)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[110] * B_shared_ptr[(((int)threadIdx.x) + 3520)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[111] * B_shared_ptr[(((int)threadIdx.x) + 3552)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[112] * B_shared_ptr[(((int)threadIdx.x) + 3584)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[113] * B_shared_ptr[(((int)threadIdx.x) + 3616)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[114] * B_shared_ptr[(((int)threadIdx.x) + 3648)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[115] * B_shared_ptr[(((int)threadIdx.x) + 3680)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[116] * B_shared_ptr[(((int)threadIdx.x) + 3712)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[117] * B_shared_ptr[(((int)threadIdx.x) + 3744)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[118] * B_shared_ptr[(((int)threadIdx.x) + 3776)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[119] * B_shared_ptr[(((int)threadIdx.x) + 3808)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[120] * B_shared_ptr[(((int)threadIdx.x) + 3840)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[121] * B_shared_ptr[(((int)threadIdx.x) + 3872)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[122] * B_shared_ptr[(((int)threadIdx.x) + 3904)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[123] * B_shared_ptr[(((int)threadIdx.x) + 3936)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[124] * B_shared_ptr[(((int)threadIdx.x) + 3968)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[125] * B_shared_ptr[(((int)threadIdx.x) + 4000)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[126] * B_shared_ptr[(((int)threadIdx.x) + 4032)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[127] * B_shared_ptr[(((int)threadIdx.x) + 4064)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[128] * B_shared_ptr[(((int)threadIdx.x) + 4096)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[129] * B_shared_ptr[(((int)threadIdx.x) + 4128)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[130] * B_shared_ptr[(((int)threadIdx.x) + 4160)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[131] * B_shared_ptr[(((int)threadIdx.x) + 4192)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[132] * B_shared_ptr[(((int)threadIdx.x) + 4224)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[133] * B_shared_ptr[(((int)threadIdx.x) + 4256)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[134] * B_shared_ptr[(((int)threadIdx.x) + 4288)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[135] * B_shared_ptr[(((int)threadIdx.x) + 4320)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[136] * B_shared_ptr[(((int)threadIdx.x) + 4352)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[137] * B_shared_ptr[(((int)threadIdx.x) + 4384)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[138] * B_shared_ptr[(((int)threadIdx.x) + 4416)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[139] * B_shared_ptr[(((int)threadIdx.x) + 4448)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[140] * B_shared_ptr[(((int)threadIdx.x) + 4480)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[141] * B_shared_ptr[(((int)threadIdx.x) + 4512)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[142] * B_shared_ptr[(((int)threadIdx.x) + 4544)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[143] * B_shared_ptr[(((int)threadIdx.x) + 4576)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[0] * B_shared_ptr[((int)threadIdx.x)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[1] * B_shared_ptr[(((int)threadIdx.x) + 32)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[2] * B_shared_ptr[(((int)threadIdx.x) + 64)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[3] * B_shared_ptr[(((int)threadIdx.x) + 96)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[4] * B_shared_ptr[(((int)threadIdx.x) + 128)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[5] * B_shared_ptr[(((int)threadIdx.x) + 160)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[6] * B_shared_ptr[(((int)threadIdx.x) + 192)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[7] * B_shared_ptr[(((int)threadIdx.x) + 224)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[8] * B_shared_ptr[(((int)threadIdx.x) + 256)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[9] * B_shared_ptr[(((int)threadIdx.x) + 288)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[10] * B_shared_ptr[(((int)threadIdx.x) + 320)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[11] * B_shared_ptr[(((int)threadIdx.x) + 352)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[12] * B_shared_ptr[(((int)threadIdx.x) + 384)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[13] * B_shared_ptr[(((int)threadIdx.x) + 416)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[14] * B_shared_ptr[(((int)threadIdx.x) + 448)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[15] * B_shared_ptr[(((int)threadIdx.x) + 480)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[16] * B_shared_ptr[(((int)threadIdx.x) + 512)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[17] * B_shared_ptr[(((int)threadIdx.x) + 544)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[18] * B_shared_ptr[(((int)threadIdx.x) + 576)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[19] * B_shared_ptr[(((int)threadIdx.x) + 608)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[20] * B_shared_ptr[(((int)threadIdx.x) + 640)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[21] * B_shared_ptr[(((int)threadIdx.x) + 672)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[22] * B_shared_ptr[(((int)threadIdx.x) + 704)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[23] * B_shared_ptr[(((int)threadIdx.x) + 736)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[24] * B_shared_ptr[(((int)threadIdx.x) + 768)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[25] * B_shared_ptr[(((int)threadIdx.x) + 800)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[26] * B_shared_ptr[(((int)threadIdx.x) + 832)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[27] * B_shared_ptr[(((int)threadIdx.x) + 864)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[28] * B_shared_ptr[(((int)threadIdx.x) + 896)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[29] * B_shared_ptr[(((int)threadIdx.x) + 928)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[30] * B_shared_ptr[(((int)threadIdx.x) + 960)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[31] * B_shared_ptr[(((int)threadIdx.x) + 992)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[32] * B_shared_ptr[(((int)threadIdx.x) + 1024)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[33] * B_shared_ptr[(((int)threadIdx.x) + 1056)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[34] * B_shared_ptr[(((int)threadIdx.x) + 1088)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[35] * B_shared_ptr[(((int)threadIdx.x) + 1120)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[36] * B_shared_ptr[(((int)threadIdx.x) + 1152)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[37] * B_shared_ptr[(((int)threadIdx.x) + 1184)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[38] * B_shared_ptr[(((int)threadIdx.x) + 1216)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[39] * B_shared_ptr[(((int)threadIdx.x) + 1248)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[40] * B_shared_ptr[(((int)threadIdx.x) + 1280)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[41] * B_shared_ptr[(((int)threadIdx.x) + 1312)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[42] * B_shared_ptr[(((int)threadIdx.x) + 1344)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[43] * B_shared_ptr[(((int)threadIdx.x) + 1376)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[44] * B_shared_ptr[(((int)threadIdx.x) + 1408)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[45] * B_shared_ptr[(((int)threadIdx.x) + 1440)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[46] * B_shared_ptr[(((int)threadIdx.x) + 1472)]));
  C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[47] * B_shared_ptr[(((int)threadIdx.x) + 1504)]));
  C_ptr[((((int)blockIdx.x) * 32) + ((int)threadIdx.x))] = C_local_ptr[0];
}

