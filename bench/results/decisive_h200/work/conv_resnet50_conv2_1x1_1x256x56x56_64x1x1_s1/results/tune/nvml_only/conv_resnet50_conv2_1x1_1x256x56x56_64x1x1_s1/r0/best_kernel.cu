
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3() {
  asm volatile("cp.async.wait_group 3;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float A_shared_ptr[4096];
  __shared__ alignas(64) float B_shared_ptr[8192];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) >> 4);
  int cse_v2 = (((int)threadIdx.x) & 15);
  int cse_v3 = (((int)threadIdx.x) * 2);
  int cse_v5 = ((((int)threadIdx.x) >> 4) * 3136);
  int cse_v6 = ((((int)blockIdx.x) / 14) * 448);
  int cse_v7 = ((((int)blockIdx.x) % 14) * 4);
  int cse_v8 = ((((int)threadIdx.x) & 1) * 2);
  int cse_v10 = ((((int)threadIdx.x) >> 4) * 256);
  int cse_v11 = ((((int)threadIdx.x) & 15) * 2);
  int cse_v12 = ((((int)threadIdx.x) * 2) + 1024);
  int cse_v13 = ((((int)threadIdx.x) * 2) + 1536);
  int cse_v18 = (((((int)threadIdx.x) & 15) >> 1) * 56);
  int cse_v19 = (((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2));
  int cse_v53 = ((((((((int)threadIdx.x) >> 4) * 3136) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2));
  int cse_v9 = ((((int)threadIdx.x) * 2) + 512);
  *(float2*)(A_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(A_ptr + ((((((((int)threadIdx.x) >> 4) * 3136) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)));
  *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(A_ptr + (((((((((int)threadIdx.x) >> 4) * 3136) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 50176));
  *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + (((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 4096));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 8192));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 12288));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v14 = ((((int)threadIdx.x) * 2) + 2048);
  int cse_v15 = ((((int)threadIdx.x) * 2) + 2560);
  *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = *(float2*)(A_ptr + (((((((((int)threadIdx.x) >> 4) * 3136) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 100352));
  *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(A_ptr + (((((((((int)threadIdx.x) >> 4) * 3136) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 150528));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2048)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 32));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2560)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 4128));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3072)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 8224));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3584)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 12320));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2048)) = *(float2*)(A_ptr + (((((((((int)threadIdx.x) >> 4) * 3136) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 200704));
  *(float2*)(A_shared_ptr + ((((int)threadIdx.x) * 2) + 2560)) = *(float2*)(A_ptr + (((((((((int)threadIdx.x) >> 4) * 3136) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 250880));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4096)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 64));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4608)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 4160));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5120)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 8256));
  *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5632)) = *(float2*)(B_ptr + ((((((int)threadIdx.x) >> 4) * 256) + ((((int)threadIdx.x) & 15) * 2)) + 12352));
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v17 = ((((int)threadIdx.x) >> 4) * 128);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 5; ++rc_0_ry_0_rx_0_fused) {
    int cse_v16 = ((rc_0_ry_0_rx_0_fused + 3) & 3);
    int cse_v26 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1024) + (((int)threadIdx.x) * 2));
    int cse_v55 = ((((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) >> 4) * 3136)) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2));
    __syncthreads();
    *(float2*)(A_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1024) + (((int)threadIdx.x) * 2))) = *(float2*)(A_ptr + (((((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) >> 4) * 3136)) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 301056));
    *(float2*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1024) + (((int)threadIdx.x) * 2)) + 512)) = *(float2*)(A_ptr + (((((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) >> 4) * 3136)) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 351232));
    int cse_v27 = ((((((int)threadIdx.x) >> 4) * 256) + (rc_0_ry_0_rx_0_fused * 32)) + ((((int)threadIdx.x) & 15) * 2));
    int cse_v28 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2048) + (((int)threadIdx.x) * 2));
    *(float2*)(B_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2048) + (((int)threadIdx.x) * 2))) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 4) * 256) + (rc_0_ry_0_rx_0_fused * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 96));
    *(float2*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2048) + (((int)threadIdx.x) * 2)) + 512)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 4) * 256) + (rc_0_ry_0_rx_0_fused * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 4192));
    *(float2*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2048) + (((int)threadIdx.x) * 2)) + 1024)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 4) * 256) + (rc_0_ry_0_rx_0_fused * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 8288));
    *(float2*)(B_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2048) + (((int)threadIdx.x) * 2)) + 1536)) = *(float2*)(B_ptr + (((((((int)threadIdx.x) >> 4) * 256) + (rc_0_ry_0_rx_0_fused * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 12384));
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 32; ++rc_1) {
      int cse_v4 = (rc_0_ry_0_rx_0_fused & 3);
      int cse_v29 = ((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2));
      int cse_v30 = ((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2))] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1)]));
      int cse_v49 = (((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 32);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2))] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 32)]));
      int cse_v50 = (((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * B_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 32)]));
      int cse_v51 = (((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 64);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2))] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 64)]));
      int cse_v52 = (((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 96);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2))] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 96)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 64)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1024) + (rc_1 * 32)) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 2048) + ((((int)threadIdx.x) >> 4) * 128)) + rc_1) + 96)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 32; ++rc_1_1) {
    int cse_v20 = ((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2));
    int cse_v21 = (((((int)threadIdx.x) >> 4) * 128) + rc_1_1);
    int cse_v31 = (((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1024);
    int cse_v32 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2048);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1024)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2048)]));
    int cse_v33 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2080);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1024)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2080)]));
    int cse_v34 = (((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1025);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1025)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2048)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1025)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2080)]));
    int cse_v35 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2112);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1024)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2112)]));
    int cse_v36 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2144);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1024)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2144)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1025)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2112)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1_1 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 1025)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_1) + 2144)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 32; ++rc_1_2) {
    int cse_v22 = ((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2));
    int cse_v23 = (((((int)threadIdx.x) >> 4) * 128) + rc_1_2);
    int cse_v37 = (((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2048);
    int cse_v38 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4096);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4096)]));
    int cse_v39 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4128);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4128)]));
    int cse_v40 = (((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2049);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2049)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4096)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2049)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4128)]));
    int cse_v41 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4160);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4160)]));
    int cse_v42 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4192);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2048)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4192)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2049)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4160)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1_2 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 2049)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_2) + 4192)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_3 = 0; rc_1_3 < 32; ++rc_1_3) {
    int cse_v24 = ((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2));
    int cse_v25 = (((((int)threadIdx.x) >> 4) * 128) + rc_1_3);
    int cse_v43 = (((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3072);
    int cse_v44 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6144);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3072)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6144)]));
    int cse_v45 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6176);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3072)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6176)]));
    int cse_v46 = (((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3073);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3073)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6144)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3073)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6176)]));
    int cse_v47 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6208);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3072)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6208)]));
    int cse_v48 = ((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6240);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3072)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6240)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3073)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6208)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (A_shared_ptr[(((rc_1_3 * 32) + ((((int)threadIdx.x) & 15) * 2)) + 3073)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 128) + rc_1_3) + 6240)]));
  }
  int cse_v54 = ((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2));
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 3137)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 6273)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 12544) + ((((int)blockIdx.x) / 14) * 448)) + (((((int)threadIdx.x) & 15) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) & 1) * 2)) + 9409)] = conv2d_nchw_local_ptr[7];
}

