import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountGuard } from './AccountGuard';
import { AccountNav } from './AccountNav';
import MyReviewsPage from './MyReviewsPage';
import NewsletterPage from './NewsletterPage';
import OrderDetailPage from './OrderDetailPage';
import OrdersPage from './OrdersPage';
import ProfilePage from './ProfilePage';
import RecentlyViewedPage from './RecentlyViewedPage';
import ShippingDetailsPage from './ShippingDetailsPage';
import '../catalog/catalog.css';
import '../checkout/checkout.css';
import './account.css';

/** The account area, mounted at /my-account/* (spec 001 §2). Every page needs login. */
export default function AccountPage() {
  return (
    <AccountGuard>
      <div className="account">
        <AccountNav />
        <div className="account__content">
          <Routes>
            <Route index element={<ProfilePage />} />
            <Route path="shipping-details" element={<ShippingDetailsPage />} />
            <Route path="newsletter" element={<NewsletterPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:orderId" element={<OrderDetailPage />} />
            <Route path="recently-viewed" element={<RecentlyViewedPage />} />
            <Route path="reviews" element={<MyReviewsPage />} />
            <Route path="*" element={<Navigate to="/my-account" replace />} />
          </Routes>
        </div>
      </div>
    </AccountGuard>
  );
}
