# Source of the `content`, `announcement` and `extra` namespaces (issue 6). Run: python3 scripts/i18n-src/content.py
# then merge each /tmp/pipkit-<ns>.json with scripts/i18n-merge.mjs.
import json

CONTENT_KEYS = ['newsTitle','newsDetailTitle','newsNotFound','newsListLabel','rankTitle','followTitle','rankListLabel','rankPosition',
 'threeWeekRate','threeWeekWin','threeWeekProfit','totalRate','totalTrades','multiple','leverageValue','followSoonTitle','followSoonText',
 'companySearchTitle','companySearchLabel','companySearchPlaceholder','companySubject','companyAddress','companyLocation','companyEmail',
 'companyWebsite','companyChosen','companySelect','companyChoose','complaintTitle','complaintText','complaintUnavailable','chatTitle',
 'chatFrameTitle','chatLinkText','chatOpenLink','chatRedirecting','chatPlaceholder','chatSend','chatWelcome','chatOperator','chatYou',
 'chatError','unavailableTitle','unavailableText','feedbackTitle','feedbackText','feedbackChat']
ANN_KEYS = ['title','heading','p1','p2','p3','p4','demoNote']
EXTRA_KEYS = ['loan','transfer','fund','contract','option']

C = {}
A = {}
E = {}

C['en'] = ['News','News details','This article is not available.','News articles','Ranking','Copy trading','Trader ranking','Rank {{n}}',
 '3-week return','3-week win rate','3-week profit (USD)','Total return','Total trades','Leverage','{{n}}×','Coming soon','Copying {{name}} will be available soon.',
 'Search companies','Company name','Enter a company name','Business','Registered address','Location','E-mail',
 'Website','Selected','Select','Select {{name}}','Complaint e-mail','For complaints about our service, please write to:','The complaint address is not available right now.','Customer service',
 'Customer service chat','Contact customer service at this link:','Open link','Opening customer service…','Type a message','Send','Hello! Send us a message and our team will reply here.','Support','You',
 'The message could not be sent. Please try again.','Service unavailable','This service is not available at the moment. Thank you for your understanding.','Feedback','Online feedback is coming soon. Until then, please contact customer service.','Contact customer service']
A['en'] = ['Announcement','Platform notice',
 'Thank you for choosing our platform. Trading leveraged products such as foreign exchange and CFDs carries a high level of risk and may result in the loss of all of your invested capital. Please make sure you fully understand the risks before you trade.',
 'Our services are not provided to North Korea, Israel, China, Vanuatu and Cuba.',
 'Keep your account and password safe and never share verification codes with anyone. Our staff will never ask for your password.',
 'If you have any questions, please contact customer service.','(DEMO test)']
E['en'] = ['Loan','Transfer','Fund account','Contract account','Option account']

C['hk'] = ['新聞','新聞詳情','此文章暫時無法查看。','新聞列表','排行榜','跟單','交易員排行','第 {{n}} 名',
 '三週收益率','三週勝率','三週盈利 (USD)','總收益率','總交易次數','槓桿','{{n}}倍','即將推出','跟單 {{name}} 的功能即將推出。',
 '搜尋公司','公司名稱','請輸入公司名稱','業務','註冊地址','所在地','電郵',
 '網站','已選擇','選擇','選擇 {{name}}','投訴電郵','如對我們的服務有任何投訴，請發送電郵至：','投訴電郵暫時無法取得。','客服',
 '客服聊天','請透過以下連結聯絡客服：','打開連結','正在打開客服…','輸入訊息','發送','您好！請留言，我們的團隊會在這裡回覆您。','客服','您',
 '訊息發送失敗，請重試。','服務暫不可用','此服務目前暫不可用，感謝您的理解。','意見反饋','線上意見反饋即將推出，在此之前請聯絡客服。','聯絡客服']
A['hk'] = ['公告','平台公告',
 '感謝您選擇我們的平台。買賣外匯及差價合約等槓桿產品涉及高風險，可能導致您損失全部投資本金。交易前請確保您已充分了解相關風險。',
 '我們不向北韓、以色列、中國、瓦努阿圖及古巴提供服務。',
 '請妥善保管您的帳戶及密碼，切勿向任何人透露驗證碼。我們的員工絕不會向您索取密碼。',
 '如有任何疑問，請聯絡客服。','（DEMO 測試）']
E['hk'] = ['借貸','劃轉','資金帳戶','合約帳戶','期權帳戶']

C['jp'] = ['ニュース','ニュース詳細','この記事は表示できません。','ニュース一覧','ランキング','コピートレード','トレーダーランキング','{{n}}位',
 '3週間の収益率','3週間の勝率','3週間の損益 (USD)','累計収益率','累計取引回数','レバレッジ','{{n}}倍','近日公開','{{name}} のコピーは近日中にご利用いただけます。',
 '会社を検索','会社名','会社名を入力してください','事業内容','登録住所','所在地','メールアドレス',
 'ウェブサイト','選択済み','選択','{{name}} を選択','苦情受付メール','サービスに関する苦情は、こちらまでご連絡ください：','苦情受付アドレスは現在取得できません。','カスタマーサービス',
 'カスタマーサービスチャット','こちらのリンクからカスタマーサービスにお問い合わせください：','リンクを開く','カスタマーサービスを開いています…','メッセージを入力','送信','こんにちは！メッセージをお送りいただければ、担当者がここで返信します。','サポート','あなた',
 'メッセージを送信できませんでした。もう一度お試しください。','サービス停止中','このサービスは現在ご利用いただけません。ご理解のほどよろしくお願いいたします。','フィードバック','オンラインフィードバックは近日公開予定です。それまではカスタマーサービスにお問い合わせください。','カスタマーサービスに連絡']
A['jp'] = ['お知らせ','プラットフォームからのお知らせ',
 '当プラットフォームをお選びいただきありがとうございます。外国為替やCFDなどのレバレッジ商品の取引には高いリスクが伴い、投資元本をすべて失う可能性があります。取引の前にリスクを十分にご理解ください。',
 '当社のサービスは、北朝鮮、イスラエル、中国、バヌアツ、キューバでは提供しておりません。',
 'アカウントとパスワードは大切に保管し、認証コードを誰にも教えないでください。当社のスタッフがパスワードを尋ねることは決してありません。',
 'ご不明な点がございましたら、カスタマーサービスまでお問い合わせください。','（DEMO テスト）']
E['jp'] = ['ローン','振替','資金口座','契約口座','オプション口座']

C['kr'] = ['뉴스','뉴스 상세','이 기사를 볼 수 없습니다.','뉴스 목록','랭킹','카피 트레이딩','트레이더 랭킹','{{n}}위',
 '3주 수익률','3주 승률','3주 수익 (USD)','누적 수익률','총 거래 횟수','레버리지','{{n}}배','곧 제공 예정','{{name}} 카피 기능이 곧 제공됩니다.',
 '회사 검색','회사명','회사명을 입력하세요','사업 분야','등록 주소','소재지','이메일',
 '웹사이트','선택됨','선택','{{name}} 선택','민원 이메일','서비스 관련 민원은 아래 주소로 보내 주세요:','민원 주소를 현재 불러올 수 없습니다.','고객센터',
 '고객센터 채팅','아래 링크로 고객센터에 문의하세요:','링크 열기','고객센터를 여는 중…','메시지를 입력하세요','보내기','안녕하세요! 메시지를 남겨 주시면 상담원이 여기에서 답변드립니다.','상담원','나',
 '메시지를 보내지 못했습니다. 다시 시도해 주세요.','서비스 이용 불가','현재 이 서비스를 이용할 수 없습니다. 양해해 주셔서 감사합니다.','의견 보내기','온라인 의견 기능은 곧 제공됩니다. 그전까지는 고객센터로 문의해 주세요.','고객센터 문의']
A['kr'] = ['공지사항','플랫폼 공지',
 '저희 플랫폼을 선택해 주셔서 감사합니다. 외환 및 CFD와 같은 레버리지 상품 거래는 위험도가 높으며 투자 원금 전액을 잃을 수 있습니다. 거래 전에 위험을 충분히 이해하시기 바랍니다.',
 '당사의 서비스는 북한, 이스라엘, 중국, 바누아투 및 쿠바에는 제공되지 않습니다.',
 '계정과 비밀번호를 안전하게 보관하고 인증 코드를 누구와도 공유하지 마세요. 당사 직원은 절대 비밀번호를 묻지 않습니다.',
 '문의 사항이 있으시면 고객센터로 연락해 주세요.','(DEMO 테스트)']
E['kr'] = ['대출','이체','자금 계정','선물 계정','옵션 계정']

C['th'] = ['ข่าว','รายละเอียดข่าว','ไม่สามารถแสดงบทความนี้ได้','รายการข่าว','อันดับ','เทรดตาม','อันดับเทรดเดอร์','อันดับ {{n}}',
 'ผลตอบแทน 3 สัปดาห์','อัตราชนะ 3 สัปดาห์','กำไร 3 สัปดาห์ (USD)','ผลตอบแทนรวม','จำนวนการเทรดทั้งหมด','เลเวอเรจ','{{n}} เท่า','เร็ว ๆ นี้','การเทรดตาม {{name}} จะเปิดให้ใช้งานเร็ว ๆ นี้',
 'ค้นหาบริษัท','ชื่อบริษัท','กรอกชื่อบริษัท','ธุรกิจ','ที่อยู่จดทะเบียน','ที่ตั้ง','อีเมล',
 'เว็บไซต์','เลือกแล้ว','เลือก','เลือก {{name}}','อีเมลร้องเรียน','หากต้องการร้องเรียนเกี่ยวกับบริการของเรา โปรดส่งอีเมลไปที่:','ขณะนี้ไม่สามารถแสดงที่อยู่สำหรับร้องเรียนได้','ฝ่ายบริการลูกค้า',
 'แชทฝ่ายบริการลูกค้า','ติดต่อฝ่ายบริการลูกค้าได้ที่ลิงก์นี้:','เปิดลิงก์','กำลังเปิดฝ่ายบริการลูกค้า…','พิมพ์ข้อความ','ส่ง','สวัสดี! ส่งข้อความถึงเรา แล้วทีมงานจะตอบกลับที่นี่','เจ้าหน้าที่','คุณ',
 'ส่งข้อความไม่สำเร็จ โปรดลองอีกครั้ง','บริการไม่พร้อมใช้งาน','บริการนี้ไม่พร้อมใช้งานในขณะนี้ ขอบคุณสำหรับความเข้าใจ','ข้อเสนอแนะ','ระบบข้อเสนอแนะออนไลน์จะเปิดให้ใช้งานเร็ว ๆ นี้ ระหว่างนี้โปรดติดต่อฝ่ายบริการลูกค้า','ติดต่อฝ่ายบริการลูกค้า']
A['th'] = ['ประกาศ','ประกาศจากแพลตฟอร์ม',
 'ขอบคุณที่เลือกใช้แพลตฟอร์มของเรา การเทรดผลิตภัณฑ์ที่มีเลเวอเรจ เช่น ฟอเร็กซ์และ CFD มีความเสี่ยงสูงและอาจทำให้คุณสูญเสียเงินลงทุนทั้งหมด โปรดทำความเข้าใจความเสี่ยงให้ครบถ้วนก่อนทำการเทรด',
 'เราไม่ให้บริการแก่เกาหลีเหนือ อิสราเอล จีน วานูอาตู และคิวบา',
 'โปรดเก็บรักษาบัญชีและรหัสผ่านของคุณให้ปลอดภัย และอย่าบอกรหัสยืนยันแก่ผู้ใด เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านของคุณโดยเด็ดขาด',
 'หากมีข้อสงสัย โปรดติดต่อฝ่ายบริการลูกค้า','(ทดสอบ DEMO)']
E['th'] = ['สินเชื่อ','โอน','บัญชีเงินทุน','บัญชีสัญญา','บัญชีออปชัน']

C['vn'] = ['Tin tức','Chi tiết tin tức','Không thể hiển thị bài viết này.','Danh sách tin tức','Xếp hạng','Giao dịch sao chép','Xếp hạng nhà giao dịch','Hạng {{n}}',
 'Lợi nhuận 3 tuần','Tỷ lệ thắng 3 tuần','Lãi 3 tuần (USD)','Tổng lợi nhuận','Tổng số giao dịch','Đòn bẩy','{{n}}×','Sắp ra mắt','Tính năng sao chép {{name}} sẽ sớm ra mắt.',
 'Tìm công ty','Tên công ty','Nhập tên công ty','Lĩnh vực kinh doanh','Địa chỉ đăng ký','Vị trí','Email',
 'Trang web','Đã chọn','Chọn','Chọn {{name}}','Email khiếu nại','Nếu có khiếu nại về dịch vụ, vui lòng gửi email đến:','Hiện không thể lấy địa chỉ khiếu nại.','Chăm sóc khách hàng',
 'Trò chuyện với chăm sóc khách hàng','Liên hệ chăm sóc khách hàng qua liên kết này:','Mở liên kết','Đang mở chăm sóc khách hàng…','Nhập tin nhắn','Gửi','Xin chào! Hãy gửi tin nhắn, đội ngũ của chúng tôi sẽ trả lời tại đây.','Hỗ trợ','Bạn',
 'Không gửi được tin nhắn. Vui lòng thử lại.','Dịch vụ không khả dụng','Dịch vụ này hiện không khả dụng. Cảm ơn bạn đã thông cảm.','Góp ý','Tính năng góp ý trực tuyến sắp ra mắt. Trong thời gian này, vui lòng liên hệ chăm sóc khách hàng.','Liên hệ chăm sóc khách hàng']
A['vn'] = ['Thông báo','Thông báo của nền tảng',
 'Cảm ơn bạn đã chọn nền tảng của chúng tôi. Giao dịch các sản phẩm có đòn bẩy như ngoại hối và CFD có rủi ro cao và có thể khiến bạn mất toàn bộ vốn đầu tư. Vui lòng hiểu rõ các rủi ro trước khi giao dịch.',
 'Chúng tôi không cung cấp dịch vụ cho Triều Tiên, Israel, Trung Quốc, Vanuatu và Cuba.',
 'Hãy bảo vệ tài khoản và mật khẩu của bạn, không bao giờ chia sẻ mã xác minh với bất kỳ ai. Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn.',
 'Nếu có thắc mắc, vui lòng liên hệ chăm sóc khách hàng.','(Thử nghiệm DEMO)']
E['vn'] = ['Vay','Chuyển khoản','Tài khoản quỹ','Tài khoản hợp đồng','Tài khoản quyền chọn']

C['fr'] = ['Actualités','Détail de l’actualité','Cet article n’est pas disponible.','Articles d’actualité','Classement','Copy trading','Classement des traders','Rang {{n}}',
 'Rendement sur 3 semaines','Taux de réussite sur 3 semaines','Gain sur 3 semaines (USD)','Rendement total','Nombre total de trades','Effet de levier','{{n}}×','Bientôt disponible','La copie de {{name}} sera bientôt disponible.',
 'Rechercher une société','Nom de la société','Saisissez un nom de société','Activité','Adresse du siège','Localisation','E-mail',
 'Site web','Sélectionnée','Choisir','Choisir {{name}}','E-mail de réclamation','Pour toute réclamation concernant notre service, écrivez à :','L’adresse de réclamation n’est pas disponible pour le moment.','Service client',
 'Chat du service client','Contactez le service client via ce lien :','Ouvrir le lien','Ouverture du service client…','Saisissez un message','Envoyer','Bonjour ! Envoyez-nous un message, notre équipe vous répondra ici.','Support','Vous',
 'Le message n’a pas pu être envoyé. Veuillez réessayer.','Service indisponible','Ce service n’est pas disponible pour le moment. Merci de votre compréhension.','Avis','Les avis en ligne arrivent bientôt. En attendant, contactez le service client.','Contacter le service client']
A['fr'] = ['Annonce','Avis de la plateforme',
 'Merci d’avoir choisi notre plateforme. La négociation de produits à effet de levier, comme le forex et les CFD, comporte un risque élevé et peut entraîner la perte de la totalité du capital investi. Assurez-vous de bien comprendre les risques avant de trader.',
 'Nos services ne sont pas fournis en Corée du Nord, en Israël, en Chine, au Vanuatu et à Cuba.',
 'Protégez votre compte et votre mot de passe et ne communiquez jamais vos codes de vérification. Notre personnel ne vous demandera jamais votre mot de passe.',
 'Pour toute question, veuillez contacter le service client.','(test DEMO)']
E['fr'] = ['Prêt','Virement','Compte de fonds','Compte de contrats','Compte d’options']

C['de'] = ['News','Newsdetails','Dieser Artikel ist nicht verfügbar.','Newsartikel','Rangliste','Copy-Trading','Trader-Rangliste','Platz {{n}}',
 'Rendite 3 Wochen','Gewinnquote 3 Wochen','Gewinn 3 Wochen (USD)','Gesamtrendite','Trades insgesamt','Hebel','{{n}}×','Demnächst verfügbar','Das Kopieren von {{name}} ist bald verfügbar.',
 'Unternehmen suchen','Unternehmensname','Unternehmensnamen eingeben','Geschäftsfeld','Eingetragene Adresse','Standort','E-Mail',
 'Website','Ausgewählt','Auswählen','{{name}} auswählen','Beschwerde-E-Mail','Beschwerden zu unserem Service senden Sie bitte an:','Die Beschwerdeadresse ist derzeit nicht verfügbar.','Kundenservice',
 'Kundenservice-Chat','Kontaktieren Sie den Kundenservice über diesen Link:','Link öffnen','Kundenservice wird geöffnet…','Nachricht eingeben','Senden','Hallo! Schreiben Sie uns, unser Team antwortet Ihnen hier.','Support','Sie',
 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.','Dienst nicht verfügbar','Dieser Dienst ist derzeit nicht verfügbar. Vielen Dank für Ihr Verständnis.','Feedback','Online-Feedback ist bald verfügbar. Bis dahin wenden Sie sich bitte an den Kundenservice.','Kundenservice kontaktieren']
A['de'] = ['Mitteilung','Hinweis der Plattform',
 'Vielen Dank, dass Sie sich für unsere Plattform entschieden haben. Der Handel mit gehebelten Produkten wie Devisen und CFDs ist mit einem hohen Risiko verbunden und kann zum Verlust Ihres gesamten eingesetzten Kapitals führen. Bitte stellen Sie sicher, dass Sie die Risiken vor dem Handel vollständig verstehen.',
 'Unsere Dienste werden nicht in Nordkorea, Israel, China, Vanuatu und Kuba angeboten.',
 'Schützen Sie Ihr Konto und Ihr Passwort und geben Sie Bestätigungscodes niemals weiter. Unsere Mitarbeiter werden Sie niemals nach Ihrem Passwort fragen.',
 'Bei Fragen wenden Sie sich bitte an den Kundenservice.','(DEMO-Test)']
E['de'] = ['Darlehen','Überweisung','Fondskonto','Kontraktkonto','Optionskonto']

C['ru'] = ['Новости','Подробности новости','Эта статья недоступна.','Список новостей','Рейтинг','Копитрейдинг','Рейтинг трейдеров','{{n}}-е место',
 'Доходность за 3 недели','Доля прибыльных сделок за 3 недели','Прибыль за 3 недели (USD)','Общая доходность','Всего сделок','Кредитное плечо','{{n}}×','Скоро','Копирование сделок {{name}} скоро станет доступно.',
 'Поиск компаний','Название компании','Введите название компании','Деятельность','Юридический адрес','Местонахождение','Эл. почта',
 'Сайт','Выбрано','Выбрать','Выбрать {{name}}','Эл. почта для жалоб','Жалобы на наше обслуживание направляйте по адресу:','Адрес для жалоб сейчас недоступен.','Служба поддержки',
 'Чат службы поддержки','Свяжитесь со службой поддержки по этой ссылке:','Открыть ссылку','Открываем службу поддержки…','Введите сообщение','Отправить','Здравствуйте! Напишите нам, и наша команда ответит здесь.','Поддержка','Вы',
 'Не удалось отправить сообщение. Попробуйте ещё раз.','Сервис недоступен','Этот сервис сейчас недоступен. Благодарим за понимание.','Отзывы','Онлайн-отзывы скоро появятся. А пока обращайтесь в службу поддержки.','Связаться с поддержкой']
A['ru'] = ['Объявление','Уведомление платформы',
 'Спасибо, что выбрали нашу платформу. Торговля продуктами с кредитным плечом, такими как форекс и CFD, связана с высоким риском и может привести к потере всего вложенного капитала. Перед началом торговли убедитесь, что вы полностью понимаете риски.',
 'Наши услуги не предоставляются в Северной Корее, Израиле, Китае, Вануату и на Кубе.',
 'Храните учётную запись и пароль в безопасности и никому не сообщайте коды подтверждения. Наши сотрудники никогда не спрашивают ваш пароль.',
 'Если у вас есть вопросы, обратитесь в службу поддержки.','(тест DEMO)']
E['ru'] = ['Заём','Перевод','Фондовый счёт','Контрактный счёт','Опционный счёт']

C['spa'] = ['Noticias','Detalle de la noticia','Este artículo no está disponible.','Artículos de noticias','Clasificación','Copy trading','Clasificación de traders','Puesto {{n}}',
 'Rentabilidad en 3 semanas','Tasa de acierto en 3 semanas','Ganancia en 3 semanas (USD)','Rentabilidad total','Operaciones totales','Apalancamiento','{{n}}×','Próximamente','Copiar a {{name}} estará disponible próximamente.',
 'Buscar empresas','Nombre de la empresa','Introduzca el nombre de una empresa','Actividad','Domicilio social','Ubicación','Correo electrónico',
 'Sitio web','Seleccionada','Seleccionar','Seleccionar {{name}}','Correo de reclamaciones','Para reclamaciones sobre nuestro servicio, escriba a:','La dirección de reclamaciones no está disponible en este momento.','Atención al cliente',
 'Chat de atención al cliente','Contacte con atención al cliente en este enlace:','Abrir enlace','Abriendo atención al cliente…','Escriba un mensaje','Enviar','¡Hola! Envíenos un mensaje y nuestro equipo le responderá aquí.','Soporte','Usted',
 'No se pudo enviar el mensaje. Inténtelo de nuevo.','Servicio no disponible','Este servicio no está disponible en este momento. Gracias por su comprensión.','Comentarios','Los comentarios en línea llegarán pronto. Mientras tanto, contacte con atención al cliente.','Contactar con atención al cliente']
A['spa'] = ['Aviso','Aviso de la plataforma',
 'Gracias por elegir nuestra plataforma. Operar con productos apalancados como divisas y CFD conlleva un riesgo elevado y puede provocar la pérdida de todo el capital invertido. Asegúrese de comprender plenamente los riesgos antes de operar.',
 'Nuestros servicios no se prestan en Corea del Norte, Israel, China, Vanuatu y Cuba.',
 'Mantenga seguros su cuenta y su contraseña y no comparta nunca los códigos de verificación. Nuestro personal nunca le pedirá su contraseña.',
 'Si tiene alguna pregunta, contacte con atención al cliente.','(prueba DEMO)']
E['spa'] = ['Préstamo','Transferencia','Cuenta de fondos','Cuenta de contratos','Cuenta de opciones']

C['pt'] = ['Notícias','Detalhes da notícia','Este artigo não está disponível.','Artigos de notícias','Ranking','Copy trading','Ranking de traders','{{n}}º lugar',
 'Retorno em 3 semanas','Taxa de acerto em 3 semanas','Lucro em 3 semanas (USD)','Retorno total','Total de operações','Alavancagem','{{n}}×','Em breve','Copiar {{name}} estará disponível em breve.',
 'Pesquisar empresas','Nome da empresa','Digite o nome de uma empresa','Atividade','Endereço registrado','Localização','E-mail',
 'Site','Selecionada','Selecionar','Selecionar {{name}}','E-mail para reclamações','Para reclamações sobre nosso serviço, escreva para:','O endereço para reclamações não está disponível no momento.','Atendimento ao cliente',
 'Chat do atendimento ao cliente','Fale com o atendimento ao cliente por este link:','Abrir link','Abrindo o atendimento ao cliente…','Digite uma mensagem','Enviar','Olá! Envie-nos uma mensagem e nossa equipe responderá aqui.','Suporte','Você',
 'Não foi possível enviar a mensagem. Tente novamente.','Serviço indisponível','Este serviço não está disponível no momento. Agradecemos a compreensão.','Feedback','O feedback on-line estará disponível em breve. Até lá, fale com o atendimento ao cliente.','Falar com o atendimento']
A['pt'] = ['Aviso','Aviso da plataforma',
 'Obrigado por escolher nossa plataforma. Negociar produtos alavancados, como câmbio e CFDs, envolve alto risco e pode resultar na perda de todo o capital investido. Certifique-se de compreender totalmente os riscos antes de negociar.',
 'Nossos serviços não são prestados à Coreia do Norte, Israel, China, Vanuatu e Cuba.',
 'Mantenha sua conta e sua senha seguras e nunca compartilhe códigos de verificação. Nossa equipe nunca pedirá sua senha.',
 'Em caso de dúvidas, entre em contato com o atendimento ao cliente.','(teste DEMO)']
E['pt'] = ['Empréstimo','Transferência','Conta de fundos','Conta de contratos','Conta de opções']

C['ar'] = ['الأخبار','تفاصيل الخبر','هذا المقال غير متاح.','قائمة الأخبار','التصنيف','نسخ التداول','تصنيف المتداولين','المركز {{n}}',
 'العائد خلال 3 أسابيع','نسبة الربح خلال 3 أسابيع','الربح خلال 3 أسابيع (USD)','إجمالي العائد','إجمالي الصفقات','الرافعة المالية','{{n}}×','قريبًا','ستتوفر ميزة نسخ صفقات {{name}} قريبًا.',
 'البحث عن شركات','اسم الشركة','أدخل اسم الشركة','النشاط','العنوان المسجل','الموقع','البريد الإلكتروني',
 'الموقع الإلكتروني','تم الاختيار','اختيار','اختيار {{name}}','بريد الشكاوى','لتقديم شكوى بشأن خدماتنا، يرجى المراسلة على:','عنوان الشكاوى غير متاح حاليًا.','خدمة العملاء',
 'محادثة خدمة العملاء','تواصل مع خدمة العملاء عبر هذا الرابط:','فتح الرابط','جارٍ فتح خدمة العملاء…','اكتب رسالة','إرسال','مرحبًا! أرسل لنا رسالة وسيرد فريقنا عليك هنا.','الدعم','أنت',
 'تعذّر إرسال الرسالة. يرجى المحاولة مرة أخرى.','الخدمة غير متاحة','هذه الخدمة غير متاحة حاليًا. شكرًا لتفهمك.','الملاحظات','ستتوفر الملاحظات عبر الإنترنت قريبًا. حتى ذلك الحين، يرجى التواصل مع خدمة العملاء.','التواصل مع خدمة العملاء']
A['ar'] = ['إعلان','إشعار المنصة',
 'شكرًا لاختيارك منصتنا. ينطوي تداول المنتجات ذات الرافعة المالية مثل العملات الأجنبية وعقود الفروقات على مخاطر عالية وقد يؤدي إلى خسارة كامل رأس المال المستثمر. يرجى التأكد من فهمك الكامل للمخاطر قبل التداول.',
 'لا نقدم خدماتنا في كوريا الشمالية وإسرائيل والصين وفانواتو وكوبا.',
 'حافظ على أمان حسابك وكلمة المرور ولا تشارك رموز التحقق مع أي شخص. لن يطلب منك موظفونا كلمة المرور أبدًا.',
 'إذا كانت لديك أي أسئلة، يرجى التواصل مع خدمة العملاء.','(اختبار DEMO)']
E['ar'] = ['قرض','تحويل','حساب الأموال','حساب العقود','حساب الخيارات']

C['it'] = ['Notizie','Dettaglio notizia','Questo articolo non è disponibile.','Articoli di notizie','Classifica','Copy trading','Classifica dei trader','{{n}}° posto',
 'Rendimento a 3 settimane','Percentuale di successo a 3 settimane','Profitto a 3 settimane (USD)','Rendimento totale','Operazioni totali','Leva','{{n}}×','Prossimamente','La copia di {{name}} sarà presto disponibile.',
 'Cerca società','Nome della società','Inserisci il nome di una società','Attività','Sede legale','Località','E-mail',
 'Sito web','Selezionata','Seleziona','Seleziona {{name}}','E-mail per reclami','Per reclami sul nostro servizio, scrivi a:','L’indirizzo per i reclami non è disponibile al momento.','Assistenza clienti',
 'Chat dell’assistenza clienti','Contatta l’assistenza clienti a questo link:','Apri link','Apertura dell’assistenza clienti…','Scrivi un messaggio','Invia','Ciao! Inviaci un messaggio e il nostro team ti risponderà qui.','Assistenza','Tu',
 'Impossibile inviare il messaggio. Riprova.','Servizio non disponibile','Questo servizio non è al momento disponibile. Grazie per la comprensione.','Feedback','Il feedback online sarà presto disponibile. Nel frattempo contatta l’assistenza clienti.','Contatta l’assistenza clienti']
A['it'] = ['Annuncio','Avviso della piattaforma',
 'Grazie per aver scelto la nostra piattaforma. Il trading di prodotti con leva, come forex e CFD, comporta un rischio elevato e può causare la perdita dell’intero capitale investito. Assicurati di comprendere appieno i rischi prima di operare.',
 'I nostri servizi non sono forniti in Corea del Nord, Israele, Cina, Vanuatu e Cuba.',
 'Proteggi il tuo account e la tua password e non condividere mai i codici di verifica. Il nostro personale non ti chiederà mai la password.',
 'Per qualsiasi domanda, contatta l’assistenza clienti.','(test DEMO)']
E['it'] = ['Prestito','Trasferimento','Conto fondi','Conto contratti','Conto opzioni']

C['tr'] = ['Haberler','Haber ayrıntısı','Bu makale görüntülenemiyor.','Haber listesi','Sıralama','Kopya işlem','Yatırımcı sıralaması','{{n}}. sıra',
 '3 haftalık getiri','3 haftalık kazanma oranı','3 haftalık kâr (USD)','Toplam getiri','Toplam işlem','Kaldıraç','{{n}}×','Çok yakında','{{name}} kopyalama özelliği çok yakında kullanıma sunulacak.',
 'Şirket ara','Şirket adı','Bir şirket adı girin','Faaliyet alanı','Kayıtlı adres','Konum','E-posta',
 'Web sitesi','Seçildi','Seç','{{name}} seç','Şikâyet e-postası','Hizmetimizle ilgili şikâyetleriniz için şu adrese yazın:','Şikâyet adresi şu anda alınamıyor.','Müşteri hizmetleri',
 'Müşteri hizmetleri sohbeti','Müşteri hizmetlerine bu bağlantıdan ulaşın:','Bağlantıyı aç','Müşteri hizmetleri açılıyor…','Bir mesaj yazın','Gönder','Merhaba! Bize bir mesaj gönderin, ekibimiz burada yanıt verecek.','Destek','Siz',
 'Mesaj gönderilemedi. Lütfen tekrar deneyin.','Hizmet kullanılamıyor','Bu hizmet şu anda kullanılamıyor. Anlayışınız için teşekkür ederiz.','Geri bildirim','Çevrim içi geri bildirim çok yakında. O zamana kadar lütfen müşteri hizmetleriyle iletişime geçin.','Müşteri hizmetlerine ulaşın']
A['tr'] = ['Duyuru','Platform duyurusu',
 'Platformumuzu seçtiğiniz için teşekkür ederiz. Döviz ve CFD gibi kaldıraçlı ürünlerle işlem yapmak yüksek risk taşır ve yatırdığınız sermayenin tamamını kaybetmenize yol açabilir. İşlem yapmadan önce riskleri tam olarak anladığınızdan emin olun.',
 'Hizmetlerimiz Kuzey Kore, İsrail, Çin, Vanuatu ve Küba’da sunulmamaktadır.',
 'Hesabınızı ve şifrenizi güvende tutun, doğrulama kodlarını kimseyle paylaşmayın. Çalışanlarımız şifrenizi asla sormaz.',
 'Sorularınız için lütfen müşteri hizmetleriyle iletişime geçin.','(DEMO testi)']
E['tr'] = ['Kredi','Transfer','Fon hesabı','Sözleşme hesabı','Opsiyon hesabı']

C['id'] = ['Berita','Detail berita','Artikel ini tidak tersedia.','Daftar berita','Peringkat','Copy trading','Peringkat trader','Peringkat {{n}}',
 'Imbal hasil 3 minggu','Rasio menang 3 minggu','Laba 3 minggu (USD)','Total imbal hasil','Total transaksi','Leverage','{{n}}×','Segera hadir','Fitur menyalin {{name}} akan segera tersedia.',
 'Cari perusahaan','Nama perusahaan','Masukkan nama perusahaan','Bidang usaha','Alamat terdaftar','Lokasi','Email',
 'Situs web','Dipilih','Pilih','Pilih {{name}}','Email pengaduan','Untuk pengaduan tentang layanan kami, silakan kirim email ke:','Alamat pengaduan tidak tersedia saat ini.','Layanan pelanggan',
 'Obrolan layanan pelanggan','Hubungi layanan pelanggan melalui tautan ini:','Buka tautan','Membuka layanan pelanggan…','Ketik pesan','Kirim','Halo! Kirimkan pesan kepada kami dan tim kami akan membalas di sini.','Dukungan','Anda',
 'Pesan tidak dapat dikirim. Silakan coba lagi.','Layanan tidak tersedia','Layanan ini sedang tidak tersedia. Terima kasih atas pengertian Anda.','Masukan','Masukan daring akan segera hadir. Sementara itu, silakan hubungi layanan pelanggan.','Hubungi layanan pelanggan']
A['id'] = ['Pengumuman','Pemberitahuan platform',
 'Terima kasih telah memilih platform kami. Perdagangan produk dengan leverage seperti valas dan CFD memiliki risiko tinggi dan dapat mengakibatkan hilangnya seluruh modal yang Anda investasikan. Pastikan Anda memahami risikonya sepenuhnya sebelum bertransaksi.',
 'Layanan kami tidak tersedia untuk Korea Utara, Israel, Tiongkok, Vanuatu, dan Kuba.',
 'Jaga keamanan akun dan kata sandi Anda, dan jangan pernah membagikan kode verifikasi kepada siapa pun. Staf kami tidak akan pernah meminta kata sandi Anda.',
 'Jika ada pertanyaan, silakan hubungi layanan pelanggan.','(uji DEMO)']
E['id'] = ['Pinjaman','Transfer','Akun dana','Akun kontrak','Akun opsi']

C['my'] = ['Berita','Butiran berita','Artikel ini tidak tersedia.','Senarai berita','Kedudukan','Dagangan salin','Kedudukan pedagang','Tempat ke-{{n}}',
 'Pulangan 3 minggu','Kadar menang 3 minggu','Keuntungan 3 minggu (USD)','Jumlah pulangan','Jumlah dagangan','Leveraj','{{n}}×','Akan datang','Ciri menyalin {{name}} akan tersedia tidak lama lagi.',
 'Cari syarikat','Nama syarikat','Masukkan nama syarikat','Perniagaan','Alamat berdaftar','Lokasi','E-mel',
 'Laman web','Dipilih','Pilih','Pilih {{name}}','E-mel aduan','Untuk aduan tentang perkhidmatan kami, sila tulis kepada:','Alamat aduan tidak tersedia buat masa ini.','Khidmat pelanggan',
 'Sembang khidmat pelanggan','Hubungi khidmat pelanggan melalui pautan ini:','Buka pautan','Membuka khidmat pelanggan…','Taip mesej','Hantar','Helo! Hantarkan mesej kepada kami dan pasukan kami akan membalas di sini.','Sokongan','Anda',
 'Mesej tidak dapat dihantar. Sila cuba lagi.','Perkhidmatan tidak tersedia','Perkhidmatan ini tidak tersedia buat masa ini. Terima kasih atas pengertian anda.','Maklum balas','Maklum balas dalam talian akan datang. Sementara itu, sila hubungi khidmat pelanggan.','Hubungi khidmat pelanggan']
A['my'] = ['Pengumuman','Notis platform',
 'Terima kasih kerana memilih platform kami. Dagangan produk berleveraj seperti pertukaran asing dan CFD membawa risiko yang tinggi dan boleh menyebabkan kerugian keseluruhan modal yang dilaburkan. Pastikan anda memahami sepenuhnya risiko tersebut sebelum berdagang.',
 'Perkhidmatan kami tidak disediakan kepada Korea Utara, Israel, China, Vanuatu dan Cuba.',
 'Pastikan akaun dan kata laluan anda selamat dan jangan sekali-kali berkongsi kod pengesahan dengan sesiapa. Kakitangan kami tidak akan meminta kata laluan anda.',
 'Jika ada sebarang pertanyaan, sila hubungi khidmat pelanggan.','(ujian DEMO)']
E['my'] = ['Pinjaman','Pindahan','Akaun dana','Akaun kontrak','Akaun opsyen']

C['hi'] = ['समाचार','समाचार विवरण','यह लेख उपलब्ध नहीं है।','समाचार सूची','रैंकिंग','कॉपी ट्रेडिंग','ट्रेडर रैंकिंग','{{n}}वाँ स्थान',
 '3 सप्ताह का रिटर्न','3 सप्ताह की जीत दर','3 सप्ताह का लाभ (USD)','कुल रिटर्न','कुल ट्रेड','लीवरेज','{{n}}×','जल्द आ रहा है','{{name}} को कॉपी करने की सुविधा जल्द उपलब्ध होगी।',
 'कंपनियाँ खोजें','कंपनी का नाम','कंपनी का नाम दर्ज करें','व्यवसाय','पंजीकृत पता','स्थान','ईमेल',
 'वेबसाइट','चयनित','चुनें','{{name}} चुनें','शिकायत ईमेल','हमारी सेवा के बारे में शिकायत के लिए कृपया यहाँ लिखें:','शिकायत का पता अभी उपलब्ध नहीं है।','ग्राहक सेवा',
 'ग्राहक सेवा चैट','इस लिंक से ग्राहक सेवा से संपर्क करें:','लिंक खोलें','ग्राहक सेवा खोली जा रही है…','संदेश लिखें','भेजें','नमस्ते! हमें संदेश भेजें, हमारी टीम यहीं उत्तर देगी।','सहायता','आप',
 'संदेश नहीं भेजा जा सका। कृपया फिर से प्रयास करें।','सेवा उपलब्ध नहीं','यह सेवा अभी उपलब्ध नहीं है। आपकी समझ के लिए धन्यवाद।','प्रतिक्रिया','ऑनलाइन प्रतिक्रिया जल्द आ रही है। तब तक कृपया ग्राहक सेवा से संपर्क करें।','ग्राहक सेवा से संपर्क करें']
A['hi'] = ['घोषणा','प्लेटफ़ॉर्म सूचना',
 'हमारा प्लेटफ़ॉर्म चुनने के लिए धन्यवाद। विदेशी मुद्रा और CFD जैसे लीवरेज वाले उत्पादों में ट्रेडिंग में उच्च जोखिम होता है और इससे आपकी पूरी निवेशित पूंजी का नुकसान हो सकता है। ट्रेड करने से पहले कृपया जोखिमों को पूरी तरह समझ लें।',
 'हमारी सेवाएँ उत्तर कोरिया, इज़राइल, चीन, वानुअतु और क्यूबा में प्रदान नहीं की जाती हैं।',
 'अपना खाता और पासवर्ड सुरक्षित रखें और सत्यापन कोड कभी किसी के साथ साझा न करें। हमारे कर्मचारी कभी भी आपका पासवर्ड नहीं माँगेंगे।',
 'किसी भी प्रश्न के लिए कृपया ग्राहक सेवा से संपर्क करें।','(DEMO परीक्षण)']
E['hi'] = ['ऋण','स्थानांतरण','फंड खाता','कॉन्ट्रैक्ट खाता','ऑप्शन खाता']

C['cs'] = ['Zprávy','Detail zprávy','Tento článek není k dispozici.','Seznam zpráv','Žebříček','Kopírování obchodů','Žebříček obchodníků','{{n}}. místo',
 'Výnos za 3 týdny','Úspěšnost za 3 týdny','Zisk za 3 týdny (USD)','Celkový výnos','Celkem obchodů','Páka','{{n}}×','Již brzy','Kopírování obchodů {{name}} bude brzy k dispozici.',
 'Hledat společnosti','Název společnosti','Zadejte název společnosti','Předmět podnikání','Sídlo','Lokalita','E-mail',
 'Web','Vybráno','Vybrat','Vybrat {{name}}','E-mail pro stížnosti','Stížnosti na naše služby zasílejte na adresu:','Adresa pro stížnosti teď není k dispozici.','Zákaznická podpora',
 'Chat zákaznické podpory','Kontaktujte zákaznickou podporu přes tento odkaz:','Otevřít odkaz','Otevírá se zákaznická podpora…','Napište zprávu','Odeslat','Dobrý den! Napište nám a náš tým vám odpoví zde.','Podpora','Vy',
 'Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.','Služba není dostupná','Tato služba momentálně není dostupná. Děkujeme za pochopení.','Zpětná vazba','Online zpětná vazba bude brzy k dispozici. Do té doby kontaktujte zákaznickou podporu.','Kontaktovat podporu']
A['cs'] = ['Oznámení','Upozornění platformy',
 'Děkujeme, že jste si vybrali naši platformu. Obchodování s pákovými produkty, jako jsou forex a CFD, je spojeno s vysokým rizikem a může vést ke ztrátě veškerého investovaného kapitálu. Před obchodováním se ujistěte, že rizikům plně rozumíte.',
 'Naše služby nejsou poskytovány v Severní Koreji, Izraeli, Číně, Vanuatu a na Kubě.',
 'Chraňte svůj účet a heslo a nikdy nikomu nesdělujte ověřovací kódy. Naši zaměstnanci se vás na heslo nikdy nezeptají.',
 'S případnými dotazy se obraťte na zákaznickou podporu.','(DEMO test)']
E['cs'] = ['Půjčka','Převod','Fondový účet','Kontraktový účet','Opční účet']

C['fa'] = ['اخبار','جزئیات خبر','این مقاله در دسترس نیست.','فهرست اخبار','رتبه‌بندی','کپی ترید','رتبه‌بندی معامله‌گران','رتبه {{n}}',
 'بازده ۳ هفته','نرخ برد ۳ هفته','سود ۳ هفته (USD)','بازده کل','کل معاملات','اهرم','{{n}}×','به‌زودی','امکان کپی معاملات {{name}} به‌زودی فراهم می‌شود.',
 'جستجوی شرکت‌ها','نام شرکت','نام شرکت را وارد کنید','حوزه فعالیت','نشانی ثبت‌شده','محل','ایمیل',
 'وب‌سایت','انتخاب شد','انتخاب','انتخاب {{name}}','ایمیل شکایات','برای ثبت شکایت درباره خدمات ما، به این نشانی بنویسید:','نشانی شکایات در حال حاضر در دسترس نیست.','خدمات مشتریان',
 'گفتگو با خدمات مشتریان','از طریق این پیوند با خدمات مشتریان تماس بگیرید:','باز کردن پیوند','در حال باز کردن خدمات مشتریان…','پیامی بنویسید','ارسال','سلام! پیام خود را بفرستید تا تیم ما همین‌جا پاسخ دهد.','پشتیبانی','شما',
 'ارسال پیام ممکن نشد. لطفاً دوباره تلاش کنید.','سرویس در دسترس نیست','این سرویس در حال حاضر در دسترس نیست. از درک شما سپاسگزاریم.','بازخورد','بازخورد آنلاین به‌زودی فراهم می‌شود. تا آن زمان لطفاً با خدمات مشتریان تماس بگیرید.','تماس با خدمات مشتریان']
A['fa'] = ['اطلاعیه','اطلاعیه پلتفرم',
 'از اینکه پلتفرم ما را انتخاب کرده‌اید سپاسگزاریم. معامله محصولات اهرمی مانند فارکس و قراردادهای مابه‌التفاوت (CFD) ریسک بالایی دارد و ممکن است به از دست رفتن تمام سرمایه شما منجر شود. لطفاً پیش از معامله از درک کامل ریسک‌ها اطمینان حاصل کنید.',
 'خدمات ما به کره شمالی، اسرائیل، چین، وانواتو و کوبا ارائه نمی‌شود.',
 'از حساب و رمز عبور خود محافظت کنید و کد تأیید را هرگز با کسی در میان نگذارید. کارکنان ما هرگز رمز عبور شما را نمی‌پرسند.',
 'در صورت داشتن هرگونه پرسش، با خدمات مشتریان تماس بگیرید.','(آزمایش DEMO)']
E['fa'] = ['وام','انتقال','حساب وجوه','حساب قرارداد','حساب اختیار معامله']

C['fi'] = ['Uutiset','Uutisen tiedot','Tämä artikkeli ei ole saatavilla.','Uutisluettelo','Sijoitukset','Kopiokaupankäynti','Kauppiaiden sijoitukset','Sija {{n}}',
 'Tuotto 3 viikossa','Voittoprosentti 3 viikossa','Voitto 3 viikossa (USD)','Kokonaistuotto','Kauppoja yhteensä','Vipu','{{n}}×','Tulossa pian','Kaupankäyjän {{name}} kopiointi on pian saatavilla.',
 'Hae yrityksiä','Yrityksen nimi','Kirjoita yrityksen nimi','Toimiala','Rekisteröity osoite','Sijainti','Sähköposti',
 'Verkkosivusto','Valittu','Valitse','Valitse {{name}}','Valitusten sähköposti','Palveluamme koskevat valitukset voi lähettää osoitteeseen:','Valitusten osoite ei ole juuri nyt saatavilla.','Asiakaspalvelu',
 'Asiakaspalvelun chat','Ota yhteyttä asiakaspalveluun tämän linkin kautta:','Avaa linkki','Avataan asiakaspalvelua…','Kirjoita viesti','Lähetä','Hei! Lähetä meille viesti, niin tiimimme vastaa sinulle tässä.','Tuki','Sinä',
 'Viestin lähettäminen epäonnistui. Yritä uudelleen.','Palvelu ei ole käytettävissä','Tämä palvelu ei ole tällä hetkellä käytettävissä. Kiitos ymmärryksestäsi.','Palaute','Verkkopalaute on tulossa pian. Ota siihen asti yhteyttä asiakaspalveluun.','Ota yhteyttä asiakaspalveluun']
A['fi'] = ['Tiedote','Alustan tiedote',
 'Kiitos, että valitsit alustamme. Vipuvaikutteisten tuotteiden, kuten valuuttojen ja CFD-sopimusten, kaupankäyntiin liittyy suuri riski, ja voit menettää koko sijoittamasi pääoman. Varmista ennen kaupankäyntiä, että ymmärrät riskit täysin.',
 'Palveluitamme ei tarjota Pohjois-Koreaan, Israeliin, Kiinaan, Vanuatuun eikä Kuubaan.',
 'Pidä tilisi ja salasanasi turvassa äläkä koskaan kerro vahvistuskoodeja kenellekään. Henkilökuntamme ei koskaan kysy salasanaasi.',
 'Jos sinulla on kysyttävää, ota yhteyttä asiakaspalveluun.','(DEMO-testi)']
E['fi'] = ['Laina','Siirto','Varatili','Sopimustili','Optiotili']

C['et'] = ['Uudised','Uudise üksikasjad','See artikkel pole saadaval.','Uudiste loend','Edetabel','Koopiakauplemine','Kauplejate edetabel','{{n}}. koht',
 '3 nädala tootlus','3 nädala võiduprotsent','3 nädala kasum (USD)','Kogutootlus','Tehinguid kokku','Finantsvõimendus','{{n}}×','Varsti tulemas','Kaupleja {{name}} kopeerimine on peagi saadaval.',
 'Otsi ettevõtteid','Ettevõtte nimi','Sisestage ettevõtte nimi','Tegevusala','Registreeritud aadress','Asukoht','E-post',
 'Veebisait','Valitud','Vali','Vali {{name}}','Kaebuste e-post','Kaebused meie teenuse kohta saatke aadressile:','Kaebuste aadress pole praegu saadaval.','Klienditeenindus',
 'Klienditeeninduse vestlus','Võtke klienditeenindusega ühendust selle lingi kaudu:','Ava link','Klienditeeninduse avamine…','Kirjutage sõnum','Saada','Tere! Saatke meile sõnum ja meie meeskond vastab siin.','Tugi','Teie',
 'Sõnumit ei õnnestunud saata. Palun proovige uuesti.','Teenus pole saadaval','See teenus pole praegu saadaval. Täname mõistva suhtumise eest.','Tagasiside','Veebipõhine tagasiside on peagi saadaval. Seni võtke palun ühendust klienditeenindusega.','Võta ühendust klienditeenindusega']
A['et'] = ['Teadaanne','Platvormi teade',
 'Täname, et valisite meie platvormi. Finantsvõimendusega toodetega, nagu valuuta ja CFD-d, kauplemine on kõrge riskiga ning võib kaasa tuua kogu investeeritud kapitali kaotuse. Veenduge enne kauplemist, et mõistate riske täielikult.',
 'Meie teenuseid ei osutata Põhja-Koreas, Iisraelis, Hiinas, Vanuatus ega Kuubal.',
 'Hoidke oma konto ja parool turvaliselt ning ärge jagage kinnituskoode kellegagi. Meie töötajad ei küsi kunagi teie parooli.',
 'Küsimuste korral võtke ühendust klienditeenindusega.','(DEMO test)']
E['et'] = ['Laen','Ülekanne','Fondikonto','Lepingukonto','Optsioonikonto']

LANGS = ['hk','en','jp','kr','th','vn','fr','de','ru','spa','pt','ar','it','tr','id','my','hi','cs','fa','fi','et']
for ns, keys, table in (('content', CONTENT_KEYS, C), ('announcement', ANN_KEYS, A), ('extra', EXTRA_KEYS, E)):
    out = {}
    for l in LANGS:
        vals = table[l]
        assert len(vals) == len(keys), (ns, l, len(vals), len(keys))
        out[l] = dict(zip(keys, vals))
        for k, v in out[l].items():
            for ph in ('{{n}}', '{{name}}'):
                if ph in out['en' if 'en' in out else l].get(k, '') and ph not in v:
                    raise SystemExit(f'{ns}.{k} in {l} lacks {ph}')
    json.dump(out, open(f'/tmp/pipkit-{ns}.json', 'w'), ensure_ascii=False, indent=1)
    print(ns, 'ok', len(keys), 'keys')
