// Swagger UI 5 (reads OpenAPI 3.1) over this server's own spec; no validator, no outside host.
window.ui = SwaggerUIBundle({
  url: "/openapi.yaml",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  deepLinking: true,
  tryItOutEnabled: false,
  persistAuthorization: false,
});
