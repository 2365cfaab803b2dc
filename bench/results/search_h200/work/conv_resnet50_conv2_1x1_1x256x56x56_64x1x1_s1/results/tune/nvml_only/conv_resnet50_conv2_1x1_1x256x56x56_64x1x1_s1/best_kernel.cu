
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float A_shared_ptr[3072];
  __shared__ alignas(64) float B_shared_ptr[6144];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) >> 4);
  int cse_v2 = (((int)threadIdx.x) & 15);
  int cse_v3 = (((int)threadIdx.x) & 7);
  int cse_v4 = (((int)blockIdx.x) / 196);
  int cse_v5 = (((int)threadIdx.x) * 4);
  int cse_v7 = ((((int)threadIdx.x) >> 4) * 3136);
  int cse_v8 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v9 = ((((int)threadIdx.x) & 15) * 4);
  int cse_v14 = (((((int)blockIdx.x) % 196) / 7) * 112);
  int cse_v15 = (((((int)threadIdx.x) & 15) >> 3) * 56);
  int cse_v16 = (((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256));
  int cse_v27 = ((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4));
  int cse_v58 = ((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7));
  A_shared_ptr[((int)threadIdx.x)] = A_ptr[((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7))];
  A_shared_ptr[(((int)threadIdx.x) + 64)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 12544)];
  A_shared_ptr[(((int)threadIdx.x) + 128)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 25088)];
  A_shared_ptr[(((int)threadIdx.x) + 192)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 37632)];
  A_shared_ptr[(((int)threadIdx.x) + 256)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 50176)];
  A_shared_ptr[(((int)threadIdx.x) + 320)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 62720)];
  A_shared_ptr[(((int)threadIdx.x) + 384)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 75264)];
  A_shared_ptr[(((int)threadIdx.x) + 448)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 87808)];
  A_shared_ptr[(((int)threadIdx.x) + 512)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 100352)];
  A_shared_ptr[(((int)threadIdx.x) + 576)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 112896)];
  A_shared_ptr[(((int)threadIdx.x) + 640)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 125440)];
  A_shared_ptr[(((int)threadIdx.x) + 704)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 137984)];
  A_shared_ptr[(((int)threadIdx.x) + 768)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 150528)];
  A_shared_ptr[(((int)threadIdx.x) + 832)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 163072)];
  A_shared_ptr[(((int)threadIdx.x) + 896)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 175616)];
  A_shared_ptr[(((int)threadIdx.x) + 960)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 188160)];
  *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 1024));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 2048));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 3072));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 4096));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1280)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 5120));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 6144));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 7168));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  A_shared_ptr[(((int)threadIdx.x) + 1024)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 200704)];
  A_shared_ptr[(((int)threadIdx.x) + 1088)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 213248)];
  A_shared_ptr[(((int)threadIdx.x) + 1152)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 225792)];
  A_shared_ptr[(((int)threadIdx.x) + 1216)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 238336)];
  A_shared_ptr[(((int)threadIdx.x) + 1280)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 250880)];
  A_shared_ptr[(((int)threadIdx.x) + 1344)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 263424)];
  A_shared_ptr[(((int)threadIdx.x) + 1408)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 275968)];
  A_shared_ptr[(((int)threadIdx.x) + 1472)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 288512)];
  A_shared_ptr[(((int)threadIdx.x) + 1536)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 301056)];
  A_shared_ptr[(((int)threadIdx.x) + 1600)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 313600)];
  A_shared_ptr[(((int)threadIdx.x) + 1664)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 326144)];
  A_shared_ptr[(((int)threadIdx.x) + 1728)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 338688)];
  A_shared_ptr[(((int)threadIdx.x) + 1792)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 351232)];
  A_shared_ptr[(((int)threadIdx.x) + 1856)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 363776)];
  A_shared_ptr[(((int)threadIdx.x) + 1920)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 376320)];
  A_shared_ptr[(((int)threadIdx.x) + 1984)] = A_ptr[(((((((((int)threadIdx.x) >> 4) * 3136) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 388864)];
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 64));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 1088));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2560)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 2112));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2816)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 3136));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 4160));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3328)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 5184));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3584)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 6208));
  *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3840)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + ((((int)threadIdx.x) & 15) * 4)) + 7232));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) >> 3);
  int cse_v11 = ((((int)threadIdx.x) >> 3) * 256);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 2; ++rc_0_ry_0_rx_0_fused) {
    int cse_v10 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v28 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x));
    int cse_v59 = ((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7));
    __syncthreads();
    A_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x))] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 401408)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 64)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 413952)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 128)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 426496)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 192)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 439040)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 256)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 451584)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 320)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 464128)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 384)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 476672)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 448)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 489216)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 512)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 501760)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 576)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 514304)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 640)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 526848)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 704)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 539392)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 768)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 551936)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 832)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 564480)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 896)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 577024)];
    A_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1024) + ((int)threadIdx.x)) + 960)] = A_ptr[(((((((rc_0_ry_0_rx_0_fused * 200704) + ((((int)threadIdx.x) >> 4) * 3136)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + (((((int)threadIdx.x) & 15) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 589568)];
    int cse_v29 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4));
    int cse_v49 = (((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4));
    *(float4*)(B_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4))) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 128));
    *(float4*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4)) + 256)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 1152));
    *(float4*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4)) + 512)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 2176));
    *(float4*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4)) + 768)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 3200));
    *(float4*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4)) + 1024)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 4224));
    *(float4*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4)) + 1280)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 5248));
    *(float4*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4)) + 1536)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 6272));
    *(float4*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + (((int)threadIdx.x) * 4)) + 1792)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 196) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 7296));
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 32; ++rc_1) {
      int cse_v17 = (((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7));
      int cse_v30 = (((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7))] * B_shared_ptr[(((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2))]));
      int cse_v31 = ((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 8);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[(((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2))]));
      int cse_v32 = ((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 16);
      int cse_v50 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 1)]));
      int cse_v33 = ((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 24);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 1)]));
      int cse_v51 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 64);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7))] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 64)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 64)]));
      int cse_v52 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 65);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 65)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 65)]));
      int cse_v53 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 128);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7))] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 128)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 128)]));
      int cse_v54 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 129);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 129)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 129)]));
      int cse_v55 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 192);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7))] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 192)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 192)]));
      int cse_v56 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 193);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 193)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1024) + (rc_1 * 32)) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_1 * 2)) + 193)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 32; ++rc_1_1) {
    int cse_v12 = ((rc_1_1 * 32) + (((int)threadIdx.x) & 7));
    int cse_v18 = (((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2048);
    int cse_v19 = (((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2));
    int cse_v34 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4096);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4096)]));
    int cse_v20 = (((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2056);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2056)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4096)]));
    int cse_v21 = (((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2064);
    int cse_v35 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4097);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2064)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4097)]));
    int cse_v22 = (((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2072);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2072)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4097)]));
    int cse_v36 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4160);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4160)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2056)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4160)]));
    int cse_v37 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4161);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2064)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4161)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2072)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4161)]));
    int cse_v38 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4224);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4224)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2056)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4224)]));
    int cse_v39 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4225);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2064)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4225)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2072)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4225)]));
    int cse_v40 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4288);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4288)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2056)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4288)]));
    int cse_v41 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4289);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2064)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4289)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1_1 * 32) + (((int)threadIdx.x) & 7)) + 2072)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_1 * 2)) + 4289)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 32; ++rc_1_2) {
    int cse_v13 = ((rc_1_2 * 32) + (((int)threadIdx.x) & 7));
    int cse_v23 = (((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[((rc_1_2 * 32) + (((int)threadIdx.x) & 7))] * B_shared_ptr[(((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2))]));
    int cse_v24 = (((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 8);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[(((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2))]));
    int cse_v25 = (((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 16);
    int cse_v42 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 1)]));
    int cse_v26 = (((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 24);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 1)]));
    int cse_v43 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 64);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[((rc_1_2 * 32) + (((int)threadIdx.x) & 7))] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 64)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 64)]));
    int cse_v44 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 65);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 65)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 65)]));
    int cse_v45 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 128);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[((rc_1_2 * 32) + (((int)threadIdx.x) & 7))] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 128)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 128)]));
    int cse_v46 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 129);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 129)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 129)]));
    int cse_v47 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 192);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[((rc_1_2 * 32) + (((int)threadIdx.x) & 7))] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 192)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 8)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 192)]));
    int cse_v48 = ((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 193);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 16)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 193)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1_2 * 32) + (((int)threadIdx.x) & 7)) + 24)] * B_shared_ptr[((((((int)threadIdx.x) >> 3) * 256) + (rc_1_2 * 2)) + 193)]));
  }
  int cse_v57 = ((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 56)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 3192)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 6328)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 196) * 100352) + ((((int)threadIdx.x) >> 3) * 12544)) + (((((int)blockIdx.x) % 196) / 7) * 112)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 9464)] = conv2d_nchw_local_ptr[7];
}

