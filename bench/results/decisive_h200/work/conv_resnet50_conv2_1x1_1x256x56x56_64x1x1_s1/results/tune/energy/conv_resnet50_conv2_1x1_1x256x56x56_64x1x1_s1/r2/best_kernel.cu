
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
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float A_shared_ptr[10752];
  __shared__ alignas(64) float B_shared_ptr[1536];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 28);
  int cse_v2 = (((int)threadIdx.x) % 28);
  int cse_v3 = (((int)threadIdx.x) * 4);
  int cse_v4 = (((int)blockIdx.x) / 28);
  int cse_v5 = (((int)threadIdx.x) & 31);
  int cse_v6 = (((int)threadIdx.x) + 112);
  int cse_v7 = (((int)threadIdx.x) + 336);
  int cse_v10 = ((((int)threadIdx.x) / 28) * 3136);
  int cse_v11 = ((((int)blockIdx.x) % 28) * 112);
  int cse_v12 = ((((int)threadIdx.x) % 28) * 4);
  int cse_v13 = ((((int)blockIdx.x) / 28) * 4096);
  int cse_v14 = ((((int)threadIdx.x) + 16) & 31);
  int cse_v21 = (((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256));
  int cse_v31 = ((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4));
  int cse_v32 = ((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (((int)threadIdx.x) & 31));
  int cse_v33 = (((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 112) >> 5) * 256));
  int cse_v34 = (((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 336) >> 5) * 256));
  int cse_v41 = ((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 112) >> 5) * 256)) + ((((int)threadIdx.x) + 16) & 31));
  int cse_v42 = ((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 336) >> 5) * 256)) + ((((int)threadIdx.x) + 16) & 31));
  *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + ((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 448)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 12544));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 896)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 25088));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1344)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 37632));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 50176));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2240)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 62720));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2688)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 75264));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3136)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 87808));
  B_shared_ptr[((int)threadIdx.x)] = B_ptr[((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (((int)threadIdx.x) & 31))];
  B_shared_ptr[(((int)threadIdx.x) + 112)] = B_ptr[((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 112) >> 5) * 256)) + ((((int)threadIdx.x) + 16) & 31))];
  B_shared_ptr[(((int)threadIdx.x) + 224)] = B_ptr[(((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (((int)threadIdx.x) & 31)) + 1792)];
  B_shared_ptr[(((int)threadIdx.x) + 336)] = B_ptr[((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 336) >> 5) * 256)) + ((((int)threadIdx.x) + 16) & 31))];
  if (((int)threadIdx.x) < 64) {
    B_shared_ptr[(((int)threadIdx.x) + 448)] = B_ptr[(((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (((int)threadIdx.x) & 31)) + 3584)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3584)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 100352));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 4032)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 112896));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 4480)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 125440));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 4928)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 137984));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 5376)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 150528));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 5824)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 163072));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 6272)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 175616));
  *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 6720)) = *(float4*)(A_ptr + (((((((int)threadIdx.x) / 28) * 3136) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 188160));
  B_shared_ptr[(((int)threadIdx.x) + 512)] = B_ptr[(((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (((int)threadIdx.x) & 31)) + 32)];
  B_shared_ptr[(((int)threadIdx.x) + 624)] = B_ptr[(((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 112) >> 5) * 256)) + ((((int)threadIdx.x) + 16) & 31)) + 32)];
  B_shared_ptr[(((int)threadIdx.x) + 736)] = B_ptr[(((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (((int)threadIdx.x) & 31)) + 1824)];
  B_shared_ptr[(((int)threadIdx.x) + 848)] = B_ptr[(((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 336) >> 5) * 256)) + ((((int)threadIdx.x) + 16) & 31)) + 32)];
  if (((int)threadIdx.x) < 64) {
    B_shared_ptr[(((int)threadIdx.x) + 960)] = B_ptr[(((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (((int)threadIdx.x) & 31)) + 3616)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v17 = ((((int)threadIdx.x) % 28) * 2);
  int cse_v18 = ((((int)threadIdx.x) / 28) * 128);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 6; ++rc_0_ry_0_rx_0_fused) {
    int cse_v15 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v35 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4));
    int cse_v43 = ((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4))) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 200704));
    *(float4*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4)) + 448)) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 213248));
    *(float4*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4)) + 896)) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 225792));
    *(float4*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4)) + 1344)) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 238336));
    *(float4*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4)) + 1792)) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 250880));
    *(float4*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4)) + 2240)) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 263424));
    *(float4*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4)) + 2688)) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 275968));
    *(float4*)(A_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 3584) + (((int)threadIdx.x) * 4)) + 3136)) = *(float4*)(A_ptr + (((((rc_0_ry_0_rx_0_fused * 100352) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 4)) + 288512));
    int cse_v8 = (rc_0_ry_0_rx_0_fused * 32);
    int cse_v36 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 512) + ((int)threadIdx.x));
    int cse_v44 = (((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0_ry_0_rx_0_fused * 32)) + (((int)threadIdx.x) & 31));
    B_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 512) + ((int)threadIdx.x))] = B_ptr[((((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0_ry_0_rx_0_fused * 32)) + (((int)threadIdx.x) & 31)) + 64)];
    B_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 512) + ((int)threadIdx.x)) + 112)] = B_ptr[((((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 112) >> 5) * 256)) + (rc_0_ry_0_rx_0_fused * 32)) + ((((int)threadIdx.x) + 16) & 31)) + 64)];
    B_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 512) + ((int)threadIdx.x)) + 224)] = B_ptr[((((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0_ry_0_rx_0_fused * 32)) + (((int)threadIdx.x) & 31)) + 1856)];
    B_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 512) + ((int)threadIdx.x)) + 336)] = B_ptr[((((((((int)blockIdx.x) / 28) * 4096) + (((((int)threadIdx.x) + 336) >> 5) * 256)) + (rc_0_ry_0_rx_0_fused * 32)) + ((((int)threadIdx.x) + 16) & 31)) + 64)];
    if (((int)threadIdx.x) < 64) {
      B_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 512) + ((int)threadIdx.x)) + 448)] = B_ptr[((((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0_ry_0_rx_0_fused * 32)) + (((int)threadIdx.x) & 31)) + 3648)];
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      for (int f_3 = 0; f_3 < 2; ++f_3) {
        for (int x_3 = 0; x_3 < 2; ++x_3) {
          int cse_v9 = (rc_0_ry_0_rx_0_fused % 3);
          int cse_v16 = ((f_3 * 4) + x_3);
          int cse_v45 = (((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3);
          int cse_v46 = (((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8));
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3)] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8))]));
          int cse_v22 = (((f_3 * 4) + x_3) + 8);
          int cse_v110 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 56);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 56)] * B_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8))]));
          int cse_v23 = (((f_3 * 4) + x_3) + 2);
          int cse_v111 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 32);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 32)]));
          int cse_v24 = (((f_3 * 4) + x_3) + 10);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 56)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 32)]));
          int cse_v112 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 112);
          int cse_v113 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 1);
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 112)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 1)]));
          int cse_v114 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 168);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 168)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 1)]));
          int cse_v115 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 33);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 112)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 33)]));
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 168)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 33)]));
          int cse_v116 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 224);
          int cse_v117 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 2);
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 224)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 2)]));
          int cse_v118 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 280);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 280)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 2)]));
          int cse_v119 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 34);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 224)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 34)]));
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 280)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 34)]));
          int cse_v120 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 336);
          int cse_v121 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 3);
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 336)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 3)]));
          int cse_v122 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 392);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 392)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 3)]));
          int cse_v123 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 35);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 336)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 35)]));
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 392)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 35)]));
          int cse_v124 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 448);
          int cse_v125 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 4);
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 448)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 4)]));
          int cse_v126 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 504);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 504)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 4)]));
          int cse_v127 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 36);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 448)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 36)]));
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 504)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 36)]));
          int cse_v128 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 560);
          int cse_v129 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 5);
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 560)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 5)]));
          int cse_v130 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 616);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 616)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 5)]));
          int cse_v131 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 37);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 560)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 37)]));
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 616)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 37)]));
          int cse_v132 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 672);
          int cse_v133 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 6);
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 672)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 6)]));
          int cse_v134 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 728);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 728)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 6)]));
          int cse_v135 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 38);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 672)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 38)]));
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 728)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 38)]));
          int cse_v136 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 784);
          int cse_v137 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 7);
          conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] = (conv2d_nchw_local_ptr[((f_3 * 4) + x_3)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 784)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 7)]));
          int cse_v138 = ((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 840);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 8)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 840)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 7)]));
          int cse_v139 = ((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 39);
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 2)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 784)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 39)]));
          conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] = (conv2d_nchw_local_ptr[(((f_3 * 4) + x_3) + 10)] + (A_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 3584) + (rc_1 * 896)) + ((((int)threadIdx.x) % 28) * 2)) + x_3) + 840)] * B_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 512) + ((((int)threadIdx.x) / 28) * 128)) + (f_3 * 64)) + (rc_1 * 8)) + 39)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 4; ++rc_1_1) {
    for (int f_3_1 = 0; f_3_1 < 2; ++f_3_1) {
      for (int x_3_1 = 0; x_3_1 < 2; ++x_3_1) {
        int cse_v19 = ((f_3_1 * 4) + x_3_1);
        int cse_v37 = (((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1);
        int cse_v38 = ((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8));
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[(((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1)] * B_shared_ptr[((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8))]));
        int cse_v25 = (((f_3_1 * 4) + x_3_1) + 8);
        int cse_v47 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 56);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 56)] * B_shared_ptr[((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8))]));
        int cse_v26 = (((f_3_1 * 4) + x_3_1) + 2);
        int cse_v48 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 32);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[(((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 32)]));
        int cse_v27 = (((f_3_1 * 4) + x_3_1) + 10);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 56)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 32)]));
        int cse_v49 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 112);
        int cse_v50 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 1);
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 112)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 1)]));
        int cse_v51 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 168);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 168)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 1)]));
        int cse_v52 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 33);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 112)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 33)]));
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 168)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 33)]));
        int cse_v53 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 224);
        int cse_v54 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 2);
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 224)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 2)]));
        int cse_v55 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 280);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 280)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 2)]));
        int cse_v56 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 34);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 224)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 34)]));
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 280)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 34)]));
        int cse_v57 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 336);
        int cse_v58 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 3);
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 336)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 3)]));
        int cse_v59 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 392);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 392)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 3)]));
        int cse_v60 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 35);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 336)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 35)]));
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 392)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 35)]));
        int cse_v61 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 448);
        int cse_v62 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 4);
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 448)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 4)]));
        int cse_v63 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 504);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 504)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 4)]));
        int cse_v64 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 36);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 448)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 36)]));
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 504)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 36)]));
        int cse_v65 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 560);
        int cse_v66 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 5);
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 560)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 5)]));
        int cse_v67 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 616);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 616)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 5)]));
        int cse_v68 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 37);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 560)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 37)]));
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 616)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 37)]));
        int cse_v69 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 672);
        int cse_v70 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 6);
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 672)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 6)]));
        int cse_v71 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 728);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 728)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 6)]));
        int cse_v72 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 38);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 672)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 38)]));
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 728)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 38)]));
        int cse_v73 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 784);
        int cse_v74 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 7);
        conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] = (conv2d_nchw_local_ptr[((f_3_1 * 4) + x_3_1)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 784)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 7)]));
        int cse_v75 = ((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 840);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 8)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 840)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 7)]));
        int cse_v76 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 39);
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 2)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 784)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 39)]));
        conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] = (conv2d_nchw_local_ptr[(((f_3_1 * 4) + x_3_1) + 10)] + (A_shared_ptr[((((rc_1_1 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_1) + 840)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_1 * 64)) + (rc_1_1 * 8)) + 39)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 4; ++rc_1_2) {
    for (int f_3_2 = 0; f_3_2 < 2; ++f_3_2) {
      for (int x_3_2 = 0; x_3_2 < 2; ++x_3_2) {
        int cse_v20 = ((f_3_2 * 4) + x_3_2);
        int cse_v39 = (((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2);
        int cse_v40 = ((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8));
        int cse_v77 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3584);
        int cse_v78 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 512);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3584)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 512)]));
        int cse_v28 = (((f_3_2 * 4) + x_3_2) + 8);
        int cse_v79 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3640);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3640)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 512)]));
        int cse_v29 = (((f_3_2 * 4) + x_3_2) + 2);
        int cse_v80 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 544);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3584)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 544)]));
        int cse_v30 = (((f_3_2 * 4) + x_3_2) + 10);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3640)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 544)]));
        int cse_v81 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3696);
        int cse_v82 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 513);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3696)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 513)]));
        int cse_v83 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3752);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3752)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 513)]));
        int cse_v84 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 545);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3696)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 545)]));
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3752)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 545)]));
        int cse_v85 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3808);
        int cse_v86 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 514);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3808)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 514)]));
        int cse_v87 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3864);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3864)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 514)]));
        int cse_v88 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 546);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3808)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 546)]));
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3864)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 546)]));
        int cse_v89 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3920);
        int cse_v90 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 515);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3920)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 515)]));
        int cse_v91 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3976);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3976)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 515)]));
        int cse_v92 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 547);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3920)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 547)]));
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 3976)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 547)]));
        int cse_v93 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4032);
        int cse_v94 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 516);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4032)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 516)]));
        int cse_v95 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4088);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4088)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 516)]));
        int cse_v96 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 548);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4032)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 548)]));
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4088)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 548)]));
        int cse_v97 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4144);
        int cse_v98 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 517);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4144)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 517)]));
        int cse_v99 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4200);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4200)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 517)]));
        int cse_v100 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 549);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4144)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 549)]));
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4200)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 549)]));
        int cse_v101 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4256);
        int cse_v102 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 518);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4256)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 518)]));
        int cse_v103 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4312);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4312)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 518)]));
        int cse_v104 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 550);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4256)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 550)]));
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4312)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 550)]));
        int cse_v105 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4368);
        int cse_v106 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 519);
        conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] = (conv2d_nchw_local_ptr[((f_3_2 * 4) + x_3_2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4368)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 519)]));
        int cse_v107 = ((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4424);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 8)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4424)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 519)]));
        int cse_v108 = (((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 551);
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 2)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4368)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 551)]));
        conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] = (conv2d_nchw_local_ptr[(((f_3_2 * 4) + x_3_2) + 10)] + (A_shared_ptr[((((rc_1_2 * 896) + ((((int)threadIdx.x) % 28) * 2)) + x_3_2) + 4424)] * B_shared_ptr[(((((((int)threadIdx.x) / 28) * 128) + (f_3_2 * 64)) + (rc_1_2 * 8)) + 551)]));
      }
    }
  }
  int cse_v109 = (((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 56)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 57)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 3192)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 3137)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 3193)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 6328)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 6273)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 6329)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 9464)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 9409)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 50176) + ((((int)threadIdx.x) / 28) * 12544)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) % 28) * 2)) + 9465)] = conv2d_nchw_local_ptr[15];
}

