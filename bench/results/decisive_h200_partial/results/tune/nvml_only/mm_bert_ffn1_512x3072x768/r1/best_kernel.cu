
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[8];
  __shared__ alignas(64) float A_shared_ptr[1152];
  __shared__ alignas(64) float B_shared_ptr[9216];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 48);
  int cse_v2 = (((int)threadIdx.x) * 4);
  int cse_v3 = (((int)threadIdx.x) * 2);
  int cse_v7 = ((((int)blockIdx.x) / 48) * 6144);
  int cse_v8 = ((((int)threadIdx.x) % 12) * 4);
  int cse_v9 = ((((int)threadIdx.x) >> 5) * 3072);
  int cse_v10 = ((((int)blockIdx.x) % 48) * 64);
  int cse_v11 = ((((int)threadIdx.x) & 31) * 2);
  int cse_v15 = (((((int)blockIdx.x) / 48) * 6144) + ((((int)threadIdx.x) / 12) * 768));
  int cse_v16 = (((((int)threadIdx.x) * 4) + 16) % 48);
  int cse_v21 = ((((((int)blockIdx.x) / 48) * 6144) + ((((int)threadIdx.x) / 12) * 768)) + ((((int)threadIdx.x) % 12) * 4));
  int cse_v22 = (((((int)blockIdx.x) / 48) * 6144) + (((((int)threadIdx.x) + 64) / 12) * 768));
  int cse_v23 = ((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2));
  int cse_v50 = ((((((int)blockIdx.x) / 48) * 6144) + (((((int)threadIdx.x) + 64) / 12) * 768)) + (((((int)threadIdx.x) * 4) + 16) % 48));
  *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + ((((((int)blockIdx.x) / 48) * 6144) + ((((int)threadIdx.x) / 12) * 768)) + ((((int)threadIdx.x) % 12) * 4)));
  if (((int)threadIdx.x) < 32) {
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(A_ptr + ((((((int)blockIdx.x) / 48) * 6144) + (((((int)threadIdx.x) + 64) / 12) * 768)) + (((((int)threadIdx.x) * 4) + 16) % 48)));
  }
  *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 128)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 6144));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 256)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 12288));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 384)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 18432));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 24576));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 640)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 30720));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 768)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 36864));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 43008));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 49152));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1152)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 55296));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1280)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 61440));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1408)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 67584));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 73728));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1664)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 79872));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 86016));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1920)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 92160));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2048)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 98304));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2176)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 104448));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2304)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 110592));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2432)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 116736));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2560)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 122880));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 129024));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2816)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 135168));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2944)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 141312));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 384)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) / 48) * 6144) + ((((int)threadIdx.x) / 12) * 768)) + ((((int)threadIdx.x) % 12) * 4)) + 48));
  if (((int)threadIdx.x) < 32) {
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 640)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) / 48) * 6144) + (((((int)threadIdx.x) + 64) / 12) * 768)) + (((((int)threadIdx.x) * 4) + 16) % 48)) + 48));
  }
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3072)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 147456));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3200)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 153600));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3328)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 159744));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3456)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 165888));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3584)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 172032));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3712)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 178176));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3840)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 184320));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3968)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 190464));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4096)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 196608));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4224)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 202752));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4352)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 208896));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4480)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 215040));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4608)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 221184));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4736)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 227328));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4864)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 233472));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4992)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 239616));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5120)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 245760));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5248)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 251904));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5376)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 258048));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5504)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 264192));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5632)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 270336));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5760)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 276480));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5888)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 282624));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 6016)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 5) * 3072) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 288768));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) >> 4);
  int cse_v13 = ((((int)threadIdx.x) >> 4) * 96);
  int cse_v14 = ((((int)threadIdx.x) & 15) * 4);
  for (int k_0_fused = 0; k_0_fused < 14; ++k_0_fused) {
    int cse_v12 = ((k_0_fused + 2) % 3);
    int cse_v4 = (k_0_fused * 48);
    int cse_v24 = ((((k_0_fused + 2) % 3) * 384) + (((int)threadIdx.x) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + ((((k_0_fused + 2) % 3) * 384) + (((int)threadIdx.x) * 4))) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 6144) + ((((int)threadIdx.x) / 12) * 768)) + (k_0_fused * 48)) + ((((int)threadIdx.x) % 12) * 4)) + 96));
    if (((int)threadIdx.x) < 32) {
      *(float4*)(A_shared_ptr + (((((k_0_fused + 2) % 3) * 384) + (((int)threadIdx.x) * 4)) + 256)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) / 48) * 6144) + (((((int)threadIdx.x) + 64) / 12) * 768)) + (k_0_fused * 48)) + (((((int)threadIdx.x) * 4) + 16) % 48)) + 96));
    }
    int cse_v25 = ((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2));
    int cse_v51 = ((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2));
    *(float2*)(B_shared_ptr + ((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2))) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 294912));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 128)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 301056));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 256)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 307200));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 384)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 313344));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 512)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 319488));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 640)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 325632));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 768)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 331776));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 896)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 337920));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1024)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 344064));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1152)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 350208));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1280)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 356352));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1408)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 362496));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1536)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 368640));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1664)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 374784));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1792)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 380928));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 1920)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 387072));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2048)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 393216));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2176)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 399360));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2304)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 405504));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2432)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 411648));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2560)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 417792));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2688)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 423936));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2816)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 430080));
    *(float2*)(B_shared_ptr + (((((k_0_fused + 2) % 3) * 3072) + (((int)threadIdx.x) * 2)) + 2944)) = *(float2*)(B_ptr + (((((k_0_fused * 147456) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 31) * 2)) + 436224));
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int k_1 = 0; k_1 < 24; ++k_1) {
      int cse_v5 = (k_0_fused % 3);
      int cse_v26 = ((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2));
      int cse_v27 = ((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4));
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2))] * B_shared_ptr[((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4))]));
      int cse_v52 = (((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 1);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2))] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 1)]));
      int cse_v53 = (((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 48);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 48)] * B_shared_ptr[((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4))]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 48)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 1)]));
      int cse_v54 = (((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 1);
      int cse_v55 = (((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 64);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 1)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 64)]));
      int cse_v56 = (((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 65);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 1)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 65)]));
      int cse_v57 = (((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 49);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 49)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 64)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 49)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 65)]));
      int cse_v58 = (((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 2);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2))] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 2)]));
      int cse_v59 = (((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 3);
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2))] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 3)]));
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 48)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 2)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 48)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 3)]));
      int cse_v60 = (((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 66);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 1)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 66)]));
      int cse_v61 = (((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 67);
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 1)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 67)]));
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 49)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 66)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[(((((k_0_fused % 3) * 384) + ((((int)threadIdx.x) >> 4) * 96)) + (k_1 * 2)) + 49)] * B_shared_ptr[(((((k_0_fused % 3) * 3072) + (k_1 * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 67)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int k_1_1 = 0; k_1_1 < 24; ++k_1_1) {
    int cse_v17 = (((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2));
    int cse_v18 = ((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4));
    int cse_v28 = ((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 768);
    int cse_v29 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6144);
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 768)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6144)]));
    int cse_v30 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6145);
    C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 768)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6145)]));
    int cse_v31 = ((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 816);
    C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 816)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6144)]));
    C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 816)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6145)]));
    int cse_v32 = ((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 769);
    int cse_v33 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6208);
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 769)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6208)]));
    int cse_v34 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6209);
    C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 769)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6209)]));
    int cse_v35 = ((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 817);
    C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 817)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6208)]));
    C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 817)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6209)]));
    int cse_v36 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6146);
    C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 768)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6146)]));
    int cse_v37 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6147);
    C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 768)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6147)]));
    C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 816)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6146)]));
    C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 816)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6147)]));
    int cse_v38 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6210);
    C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 769)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6210)]));
    int cse_v39 = (((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6211);
    C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 769)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6211)]));
    C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 817)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6210)]));
    C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_1 * 2)) + 817)] * B_shared_ptr[(((k_1_1 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 6211)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int k_1_2 = 0; k_1_2 < 24; ++k_1_2) {
    int cse_v19 = (((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2));
    int cse_v20 = ((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4));
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2))] * B_shared_ptr[((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4))]));
    int cse_v40 = (((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 1);
    C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[(((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2))] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 1)]));
    int cse_v41 = ((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 48);
    C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 48)] * B_shared_ptr[((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4))]));
    C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 48)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 1)]));
    int cse_v42 = ((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 1);
    int cse_v43 = (((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 64);
    C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 1)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 64)]));
    int cse_v44 = (((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 65);
    C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 1)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 65)]));
    int cse_v45 = ((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 49);
    C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 49)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 64)]));
    C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 49)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 65)]));
    int cse_v46 = (((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 2);
    C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[(((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2))] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 2)]));
    int cse_v47 = (((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 3);
    C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[(((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2))] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 3)]));
    C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 48)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 2)]));
    C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 48)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 3)]));
    int cse_v48 = (((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 66);
    C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 1)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 66)]));
    int cse_v49 = (((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 67);
    C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 1)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 67)]));
    C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 49)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 66)]));
    C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) >> 4) * 96) + (k_1_2 * 2)) + 49)] * B_shared_ptr[(((k_1_2 * 128) + ((((int)threadIdx.x) & 15) * 4)) + 67)]));
  }
  int cse_v62 = (((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4));
  C_ptr[(((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 2)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 3)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 3072)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 3073)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 3074)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) / 48) * 24576) + ((((int)threadIdx.x) >> 4) * 6144)) + ((((int)blockIdx.x) % 48) * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 3075)] = C_local_ptr[7];
}

